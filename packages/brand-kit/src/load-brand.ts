import * as v from "valibot";
import { brandKeyCandidates, DEFAULT_BRAND_KEY } from "./keys.ts";
import { parseBrand } from "./parse-brand.ts";
import { formatProblem } from "./problems.ts";
import type { Brand } from "./schema/brand.ts";
import { CompiledDarkPaletteSchema } from "./schema/compiled-dark-palette.ts";
import { brandSchemes } from "./theme/create-theme.ts";

/** The id of the page's JSON data block that names its brand's revision (the page server writes it). */
export const BRAND_REVISION_BLOCK_ID = "gse-brand-revision";

/**
 * The brand revision a page was written in: the boot fetches the brand at `url` (immutable: its files are all
 * addressed by content), so a page never mixes two revisions. `preview` when it is a draft a preview link shows.
 */
export interface PageBrandRevision {
  readonly key: string;
  readonly revision: string;
  readonly url: string;
  readonly preview?: boolean;
}

/** The page's revision block, when the server wrote one naming an address on the page's own origin. */
export function readPageBrandRevision(document: Document): PageBrandRevision | undefined {
  try {
    const block = JSON.parse(document.getElementById(BRAND_REVISION_BLOCK_ID)?.textContent ?? "");
    return typeof block.key === "string" && /^\/(?!\/)/.test(block.url) ? block : undefined;
  } catch {
    return undefined;
  }
}

export interface LoadBrandOptions {
  /** The revision the page names: fetched first, before the keys of the application and tenant. */
  readonly revision?: PageBrandRevision | undefined;
  readonly application?: string | null | undefined;
  readonly tenant?: string | null | undefined;
  readonly fetch?: typeof globalThis.fetch;
  /** Where the build put the flattened brands: `${import.meta.env.BASE_URL}brands/`. Default `/brands/`. */
  readonly baseUrl?: string;
  /** Where problems with a fetched brand go. Default `console.error`. */
  readonly report?: (message: string) => void;
  /** Where a brand shown with less than it was written for is said (no dark palette). Default `console.warn`. */
  readonly warn?: (message: string) => void;
}

/** The active brand and its key (`payroll`, `selfservice_co`, or `suite` when nothing else matched). */
export interface LoadedBrand {
  readonly key: string;
  readonly brand: Brand;
  /** The page's revision (PageBrandRevision.revision) when the brand is the one the page named, fetched from its address. */
  readonly revision?: string;
}

/** The default brand could not be fetched or parsed, so there is nothing to show the page with. */
export class BrandLoadError extends Error {
  override readonly name = "BrandLoadError";
}

/**
 * Fetches only the active brand: `application_tenant`, else `application`, else the default suite brand. A
 * brand that is missing (404, or an HTML fallback page) is skipped; one that fails the schema is reported,
 * one line per problem naming the file and JSON path, and the default brand is used instead.
 */
export async function loadBrand(options: LoadBrandOptions = {}): Promise<LoadedBrand> {
  const {
    application,
    tenant,
    fetch: fetchFn = globalThis.fetch,
    baseUrl = "/brands/",
    report = (message: string) => console.error(message),
    warn = (message: string) => console.warn(message),
    revision,
  } = options;

  // The page's revision first (one request, immutable), then the brand keys at their current addresses.
  const files = [
    ...(revision ? [{ key: revision.key, file: revision.url }] : []),
    ...brandKeyCandidates(application, tenant).map((key) => ({ key, file: `${baseUrl}${key}.json` })),
  ];
  for (const { key, file } of files) {
    const json = await fetchJson(fetchFn, file);
    if (json === undefined) continue;
    if ("error" in json) {
      report(formatProblem({ file, path: "$", message: `expected valid JSON, got ${json.error}` }));
    } else {
      const parsed = parseBrand(json.value, file);
      if (parsed.success) {
        const brand = lightUnlessDarkCompiled(parsed.brand, file, warn);
        return revision && file === revision.url
          ? { key, brand, revision: revision.revision }
          : { key, brand };
      }
      for (const problem of parsed.problems) report(formatProblem(problem));
    }
    if (key !== DEFAULT_BRAND_KEY)
      return loadBrand({ ...options, revision: undefined, application: null, tenant: null });
  }
  throw new BrandLoadError(
    `${baseUrl}${DEFAULT_BRAND_KEY}.json: expected the default brand, got none that parses`,
  );
}

/**
 * The brand, or where it can show dark but carries no complete dark palette, the brand pinned to light. The
 * dark palette is derived in Node when a brand is compiled (brands plugin, brand store), never in the page; a
 * brand compiled before it was (a revision published earlier, immutable) still draws, in light, and the console
 * names the fields it lacks and the fix. Its page stylesheet is then light only too (page-css.ts).
 */
function lightUnlessDarkCompiled(brand: Brand, file: string, warn: (message: string) => void): Brand {
  if (!brandSchemes(brand).includes("dark")) return brand;
  const compiled = v.safeParse(CompiledDarkPaletteSchema, brand);
  if (compiled.success) return brand;
  const missing = compiled.issues.map((issue) => v.getDotPath(issue) ?? "palette.dark");
  warn(
    `${file}: palette.dark: expected the complete dark palette a compiled brand carries, got none for ${missing.join(", ")}; showing the light scheme (publish the brand again: pnpm brands:publish)`,
  );
  return { ...brand, colorScheme: "light" };
}

/** The JSON at `url`, or undefined when there is none (not found, an HTML page, network failure). */
async function fetchJson(
  fetchFn: typeof globalThis.fetch,
  url: string,
): Promise<{ value: unknown } | { error: string } | undefined> {
  let text: string;
  try {
    const response = await fetchFn(url, { headers: { accept: "application/json" } });
    if (!response.ok || !response.headers.get("content-type")?.includes("json")) return undefined;
    text = await response.text();
  } catch {
    return undefined;
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
