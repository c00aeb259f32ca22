import { readFile } from "node:fs/promises";
import { familyPageFile, pageTitle } from "@gse/brand-kit";
import {
  type AppParameter,
  LOGIN_PARAMETERS_BLOCK_ID,
  type LoginParametersBlock,
  PAGE_HEADERS_BLOCK_ID,
} from "@gse/contract";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { keyForHost, readBuiltBrandFiles } from "./built-brands.ts";
import {
  firstPaintHeadForHost,
  firstPaintHeadHtml,
  firstPaintHtmlAttributes,
  readFirstPaintHeads,
} from "./first-paint-head.ts";
import { type BrandHeaderNames, brandFromHost } from "./host.ts";
import { applicationName } from "./http.ts";
import { log } from "./ops/logger.ts";

/** `dist/preload.json`, the build's list of what each brand's login needs first (apps/portal/login-preload.ts). */
const PreloadsSchema = v.record(v.string(), v.array(v.string()));

async function readPreloads(portalDist: string): Promise<v.InferOutput<typeof PreloadsSchema>> {
  try {
    return v.parse(PreloadsSchema, JSON.parse(await readFile(`${portalDist}/preload.json`, "utf8")));
  } catch {
    return {}; // a build without it (the bench's floor): the page goes out without Link headers
  }
}

/** Of each built brand (`dist/brands/<key>.json`), what the page server writes: its title and its family. */
const BuiltBrandSchema = v.object({ title: v.string(), family: v.optional(v.string(), "common") });

async function readBuiltBrands(
  portalDist: string,
): Promise<ReadonlyMap<string, v.InferOutput<typeof BuiltBrandSchema>>> {
  const brands = new Map<string, v.InferOutput<typeof BuiltBrandSchema>>();
  for (const [key, json] of await readBuiltBrandFiles(portalDist)) {
    const parsed = v.safeParse(BuiltBrandSchema, json);
    if (parsed.success) brands.set(key, parsed.output);
  }
  return brands;
}

const titlesOf = (brands: ReadonlyMap<string, { readonly title: string }>): ReadonlyMap<string, string> =>
  new Map([...brands].map(([key, brand]) => [key, brand.title]));

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The page title the boot will set for this host (brand-kit pageTitle, the brand the loader resolves), written
 * into the HTML so the tab is right from the first paint; undefined when the build has no such
 * brand, and the page keeps index.html's neutral title rather than another brand's.
 */
export function titleForHost(
  host: string | undefined,
  titles: ReadonlyMap<string, string>,
): string | undefined {
  const key = keyForHost(host, titles.keys());
  const title = titles.get(key);
  return title === undefined ? undefined : pageTitle({ key, brand: { title } }, brandFromHost(host));
}

/** The Link values for the brand the host will load: the first of its candidate keys the build has. */
export function preloadsForHost(
  host: string | undefined,
  preloads: Readonly<Record<string, readonly string[]>>,
): readonly string[] {
  return preloads[keyForHost(host, Object.keys(preloads))] ?? [];
}

/**
 * A JSON data block for the page's boot: not a script the CSP must allow, and `<` escaped so no value can close
 * the tag.
 */
function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll("<", "\\u003c")}</script>`;
}

/**
 * The page's brand headers written into its HTML as a JSON data block, so the boot knows its application and
 * tenant without a HEAD of its own address: one round trip less before the brand. Both names are
 * always present, blank when the host names none, as the nginx recipe writes them.
 */
export function pageHeadersBlock(host: string | undefined, names: BrandHeaderNames): string {
  const { application, tenant } = brandFromHost(host);
  return jsonDataBlock(PAGE_HEADERS_BLOCK_ID, {
    [names.application]: application ?? "",
    [names.tenant]: tenant ?? "",
  });
}

/**
 * GetParametersApp's answer for an application with the login's parameterType, or undefined when the API has no such
 * application: what the page's server writes into the page for the boot (`loginParametersBlock`).
 */
export type LoginParametersSource = (application: string) => Promise<readonly AppParameter[] | undefined>;

/**
 * The login's parameters for the host's application as a JSON data block (contract LOGIN_PARAMETERS_BLOCK_ID): the
 * boot reads them there, and the login draws its form without a call the page would otherwise wait on.
 * The application is the one the boot asks for: the host's, else the default application.
 */
export function loginParametersBlock(application: string, parameters: readonly AppParameter[]): string {
  const block: LoginParametersBlock = { application, parameters: [...parameters] };
  return jsonDataBlock(LOGIN_PARAMETERS_BLOCK_ID, block);
}

/** The block for the host's application, or nothing when the API has no such application or cannot read it. */
async function loginParametersFor(host: string | undefined, source: LoginParametersSource | undefined) {
  if (!source) return "";
  const application = applicationName(brandFromHost(host).application);
  try {
    const parameters = await source(application);
    return parameters ? loginParametersBlock(application, parameters) : "";
  } catch (error) {
    // The page still goes out: without the block the boot asks GetParametersApp itself, which answers the failure.
    log.error(
      `portal page: the login parameters of "${application}" could not be read (${error instanceof Error ? error.message : String(error)}); the page goes out without them`,
    );
    return "";
  }
}

/**
 * The links on the page's own answer. No 103 Early Hints from this server: sent through Hono's Node adapter,
 * Chromium sometimes read the 103 as the page's body ("HTTP/1.1 103 Early Hints Link: ..." on screen instead of
 * the portal), which failed a reload journey and the menu bench; nginx and a CDN send the same Link header.
 */
function announce(c: Context, links: readonly string[]): void {
  if (links.length === 0) return;
  c.header("Link", links.join(", "));
}

/**
 * Serves the portal's production build: hashed assets as files, every other GET as the SPA's page (the page of
 * the host's brand's family, else index.html) so that client-side routes (/login, /resetpassword, ...) load on
 * a direct visit or a reload. Pages are not cached: each carries its own CSP nonce.
 */
export function servePortal(
  app: Hono,
  portalDist: string,
  names: BrandHeaderNames = { application: "x-application", tenant: "x-tenant" },
  loginParameters?: LoginParametersSource,
): void {
  // Read once; a missing build is said on the page's request, not as an unhandled rejection that stops the API.
  const indexHtml = readFile(`${portalDist}/index.html`, "utf8").then(
    (html) => ({ html }),
    () => ({ problem: `${portalDist}/index.html: not found; build the portal first with \`pnpm build\`` }),
  );
  // The page of each family's brands (its own entry script, apps/portal/family-pages.ts), read when first asked
  // for; a build without one for the family answers with index.html, whose entry boots any brand.
  const familyPages = new Map<string, Promise<{ html: string } | { problem: string }>>();
  const pageFor = (host: string | undefined, brands: ReadonlyMap<string, { readonly family: string }>) => {
    const family = brands.get(keyForHost(host, brands.keys()))?.family;
    if (family === undefined) return indexHtml;
    const page =
      familyPages.get(family) ??
      readFile(`${portalDist}/${familyPageFile(family)}`, "utf8").then(
        (html) => ({ html }),
        () => indexHtml,
      );
    familyPages.set(family, page);
    return page;
  };
  const preloads = readPreloads(portalDist);
  const brands = readBuiltBrands(portalDist);
  const titles = brands.then(titlesOf);
  const heads = readFirstPaintHeads(portalDist);
  // The build's brotli and gzip copies (apps/portal/precompress.ts), as nginx's brotli_static/gzip_static send
  // them: a third of the bytes, never compressed per request. Uncompressed, the login's scripts come in far
  // later, even from 127.0.0.1, with the page's thread waiting on them.
  const files = serveStatic({ root: portalDist, precompressed: true });
  // The page itself is never a plain file (the file server would answer `/` with the bare index.html, and
  // /pages/<family>.html without its nonce): it goes out below, with this request's nonce.
  app.use("/*", (c, next) => (/(^|\/)(index\.html)?$|^\/pages\//.test(c.req.path) ? next() : files(c, next)));
  app.get("*", async (c) => {
    const page = await pageFor(c.req.header("host"), await brands);
    announce(c, preloadsForHost(c.req.header("host"), await preloads));
    // The request's CSP nonce, where styled-components looks for it (its `nonce` property, which the browser
    // hides from attribute selectors once parsed).
    const meta =
      `<meta property="csp-nonce" nonce="${c.get("cspNonce")}">` +
      pageHeadersBlock(c.req.header("host"), names) +
      (await loginParametersFor(c.req.header("host"), loginParameters));
    c.header("Cache-Control", "no-store");
    const title = titleForHost(c.req.header("host"), await titles);
    // The brand's fonts, stylesheet and family from the first paint (no flash of another look), after the
    // nonce's meta.
    const head = firstPaintHeadForHost(c.req.header("host"), await heads);
    if ("html" in page) {
      const html = page.html
        .replace(
          /<head>/i,
          (tag) => `${tag}${meta}${head ? firstPaintHeadHtml(head, c.get("cspNonce")) : ""}`,
        )
        .replace(/<html\b/i, (tag) =>
          head ? `${tag}${firstPaintHtmlAttributes(head, new URL(c.req.url).search)}` : tag,
        );
      return c.html(
        title === undefined
          ? html
          : html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(title)}</title>`),
      );
    }
    log.error(page.problem);
    return c.text(page.problem, 500);
  });
}
