import * as v from "valibot";
import { type BrandProblem, issuesToProblems } from "../problems.ts";
import { type Brand, type BrandFile, BrandSchema } from "../schema/brand.ts";
import { BrandFileSchema } from "../schema/brand-file-schema.ts";
import { showValue } from "../schema/expected.ts";
import { brandKeyPattern } from "../schema/values.ts";
import { checkBrandContrast } from "../theme/contrast.ts";
import { withDarkPalette } from "../theme/dark-palette.ts";
import { isHttps, listAssetRefs, mapAssetRefs } from "./asset-refs.ts";
import { mergeBrand } from "./merge.ts";
import { ownHueNeutrals } from "./own-hue-neutrals.ts";

/** One brand folder as found: its key (the folder name), how problems name it, and its parsed JSON. */
export interface BrandSource {
  readonly key: string;
  /** `brands/<key>/brand.json`, the name problems print. */
  readonly file: string;
  /** The parsed JSON, or why there is none ("expected valid JSON, got ..."). */
  readonly content: { readonly json: unknown } | { readonly problem: string };
}

export interface ResolveOptions {
  /** The address a flattened brand uses for a file of a brand folder, like `/brands/suite/logo.svg`. */
  readonly assetUrl: (key: string, file: string) => string;
  /** Whether a relative asset names a file that exists inside its brand folder; skipped when absent. */
  readonly assetExists?: (key: string, file: string) => boolean;
}

export interface ResolvedBrands {
  /** Every brand with no problem, flattened through its `extends` chain, by key. */
  readonly brands: ReadonlyMap<string, Brand>;
  readonly problems: readonly BrandProblem[];
  /** The flattened JSON of every brand that could be merged, valid or not (the dev server shows it as is). */
  readonly merged: ReadonlyMap<string, unknown>;
}

const parseOptions = { abortPipeEarly: true } as const;

/**
 * Validates and flattens brand folders: each file against the brand file schema, its assets, its `extends`
 * chain (missing parents, cycles), the complete brand after merging, and text contrast; each valid brand comes
 * out compiled, its dark palette complete (`withDarkPalette`). Pure: the caller reads the folders and says how
 * asset addresses look.
 */
export function resolveBrands(sources: readonly BrandSource[], options: ResolveOptions): ResolvedBrands {
  const problems: BrandProblem[] = [];
  const byKey = new Map(sources.map((source) => [source.key, source]));
  const files = new Map<string, BrandFile>();

  for (const source of sources) {
    const fileProblems = readBrandFile(source, options, files);
    problems.push(...fileProblems);
  }

  const merged = new Map<string, unknown>();
  const complete = new Map<string, Brand | undefined>();
  const brands = new Map<string, Brand>();

  const resolve = (key: string): Brand | undefined => {
    if (complete.has(key)) return complete.get(key);
    complete.set(key, undefined);
    const source = byKey.get(key);
    const file = files.get(key);
    if (!source || !file) return undefined;
    const report = (path: string, message: string) => problems.push({ file: source.file, path, message });

    const { $schema: _schema, extends: parentKey, ...own } = file;
    let flat: unknown = own;
    if (parentKey !== undefined) {
      const loop = cycleThrough(key, files);
      if (loop) {
        report(
          "extends",
          `expected a brand whose extends chain ends, got ${JSON.stringify(parentKey)} (${loop.join(" → ")})`,
        );
        return undefined;
      }
      if (!byKey.has(parentKey)) {
        report("extends", `expected the key of an existing brand folder, got ${JSON.stringify(parentKey)}`);
        return undefined;
      }
      const parent = resolve(parentKey);
      if (!parent) {
        report(
          "extends",
          `expected a valid brand to extend, got ${JSON.stringify(parentKey)}, which has problems`,
        );
        return undefined;
      }
      flat = ownHueNeutrals(mergeBrand(merged.get(parentKey), own), own);
    }
    merged.set(key, flat);

    const parsed = v.safeParse(BrandSchema, flat, parseOptions);
    if (!parsed.success) {
      problems.push(...issuesToProblems(source.file, parsed.issues));
      return undefined;
    }
    complete.set(key, parsed.output);
    // Compiled here, in Node, once: every brand that reaches a page carries its whole dark palette, so the page's
    // theme reads it and the derivation stays out of the page's scripts. A child derives from its own merged
    // light palette (merged JSON, never this output), not from its parent's derived values. The contrast check
    // reads the compiled palette: the derivation is idempotent, so it is the palette the page shows.
    const compiled = withDarkPalette(parsed.output);
    const contrast = checkBrandContrast(compiled);
    for (const problem of contrast) report(problem.path, problem.message);
    if (contrast.length === 0 && !problems.some((problem) => problem.file === source.file)) {
      brands.set(key, compiled);
    }
    return parsed.output;
  };

  for (const source of sources) resolve(source.key);
  return { brands, problems, merged };
}

/** Checks one file on its own and, when it is sound, keeps it with its assets as served addresses. */
function readBrandFile(
  source: BrandSource,
  options: ResolveOptions,
  files: Map<string, BrandFile>,
): BrandProblem[] {
  const problem = (path: string, message: string): BrandProblem => ({ file: source.file, path, message });
  if (!brandKeyPattern.test(source.key)) {
    return [
      problem(
        "$",
        `expected a folder named like payroll or selfservice_co (lowercase), got ${JSON.stringify(source.key)}`,
      ),
    ];
  }
  if ("problem" in source.content) return [problem("$", source.content.problem)];
  const { json } = source.content;
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return [problem("$", `expected a brand object, got ${showValue(json)}`)];
  }

  const parsed = v.safeParse(BrandFileSchema, json, parseOptions);
  if (!parsed.success) return issuesToProblems(source.file, parsed.issues);
  const file = parsed.output as BrandFile;

  const missing = listAssetRefs(file)
    .filter(({ ref }) => !isHttps(ref) && options.assetExists && !options.assetExists(source.key, ref))
    .map(({ path, ref }) =>
      problem(path, `expected a file that exists in the brand folder, got ${JSON.stringify(ref)}`),
    );
  if (missing.length > 0) return missing;

  files.set(
    source.key,
    mapAssetRefs(file, ({ ref }) => (isHttps(ref) ? ref : options.assetUrl(source.key, ref))),
  );
  return [];
}

/** The loop, as keys, when following `extends` from `key` comes back to `key`. */
function cycleThrough(key: string, files: ReadonlyMap<string, BrandFile>): string[] | undefined {
  const trail = [key];
  let next = files.get(key)?.extends;
  while (next !== undefined && trail.length <= files.size) {
    trail.push(next);
    if (next === key) return trail;
    next = files.get(next)?.extends;
  }
  return undefined;
}
