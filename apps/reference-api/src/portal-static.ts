import { readFile } from "node:fs/promises";
import { brandKeyCandidates } from "@gse/brand-kit";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { type BrandHeaderNames, brandFromHost } from "./host.ts";

/** `dist/preload.json`, the build's list of what each brand's login needs first (apps/portal/login-preload.ts). */
const PreloadsSchema = v.record(v.string(), v.array(v.string()));

async function readPreloads(portalDist: string): Promise<v.InferOutput<typeof PreloadsSchema>> {
  try {
    return v.parse(PreloadsSchema, JSON.parse(await readFile(`${portalDist}/preload.json`, "utf8")));
  } catch {
    return {}; // a build without it (the bench's floor): the page goes out without Link headers
  }
}

/** The Link values for the brand the host will load: the first of its candidate keys the build has. */
export function preloadsForHost(
  host: string | undefined,
  preloads: Readonly<Record<string, readonly string[]>>,
): readonly string[] {
  const { application, tenant } = brandFromHost(host);
  const key = brandKeyCandidates(application, tenant).find((candidate) => preloads[candidate]);
  return key ? (preloads[key] ?? []) : [];
}

/** The id of the data block that carries the page's brand headers into its HTML (apps/portal page-headers.ts). */
export const PAGE_HEADERS_ID = "gse-page-headers";

/**
 * The page's brand headers written into its HTML as a JSON data block (not a script the CSP must allow), so the
 * boot knows its application and tenant without a HEAD of its own address: one round trip less before the
 * brand (issue 20). Both names are always present, blank when the host names none, as the nginx recipe writes
 * them; `<` is escaped so no value can close the tag.
 */
export function pageHeadersBlock(host: string | undefined, names: BrandHeaderNames): string {
  const { application, tenant } = brandFromHost(host);
  const json = JSON.stringify({ [names.application]: application ?? "", [names.tenant]: tenant ?? "" });
  return `<script type="application/json" id="${PAGE_HEADERS_ID}">${json.replaceAll("<", "\\u003c")}</script>`;
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
 * Serves the portal's production build: hashed assets as files, every other GET as the SPA's index.html
 * so that client-side routes (/login, /resetpassword, ...) load on a direct visit or a reload. Pages are not
 * cached: each carries its own CSP nonce.
 */
export function servePortal(
  app: Hono,
  portalDist: string,
  names: BrandHeaderNames = { application: "x-application", tenant: "x-tenant" },
): void {
  // Read once; a missing build is said on the page's request, not as an unhandled rejection that stops the API.
  const indexHtml = readFile(`${portalDist}/index.html`, "utf8").then(
    (html) => ({ html }),
    () => ({ problem: `${portalDist}/index.html: not found; build the portal first with \`pnpm build\`` }),
  );
  const preloads = readPreloads(portalDist);
  const files = serveStatic({ root: portalDist });
  // The page itself is never a plain file (the file server would answer `/` with the bare index.html): it goes
  // out below, with this request's nonce.
  app.use("/*", (c, next) => (/(^|\/)(index\.html)?$/.test(c.req.path) ? next() : files(c, next)));
  app.get("*", async (c) => {
    const index = await indexHtml;
    announce(c, preloadsForHost(c.req.header("host"), await preloads));
    // The request's CSP nonce, where styled-components looks for it (its `nonce` property, which the browser
    // hides from attribute selectors once parsed).
    const meta =
      `<meta property="csp-nonce" nonce="${c.get("cspNonce")}">` +
      pageHeadersBlock(c.req.header("host"), names);
    c.header("Cache-Control", "no-store");
    if ("html" in index) return c.html(index.html.replace(/<head>/i, (head) => `${head}${meta}`));
    console.error(index.problem);
    return c.text(index.problem, 500);
  });
}
