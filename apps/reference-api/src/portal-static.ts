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
import { keyForHost } from "./brand-key.ts";
import { drawnLoginFor, readDrawnLoginBuild } from "./brand-store/drawn-login.ts";
import type { LiveBrandStore } from "./brand-store/live-brand-store.ts";
import { loginPreloadLinks, readLoginPreload } from "./brand-store/login-preload-links.ts";
import { revisionBlock, servedRevisionFor } from "./brand-store/page-revision.ts";
import { serveStoreFiles } from "./brand-store/store-files.ts";
import { type FirstPaintHead, firstPaintHeadHtml, firstPaintHtmlAttributes } from "./first-paint-head.ts";
import { type BrandHeaderNames, brandFromHost, brandOfRequest, type HostBrand } from "./host.ts";
import { applicationName } from "./http.ts";
import { log } from "./ops/logger.ts";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The page title the boot will set for this host (brand-kit pageTitle, the brand the loader resolves), written
 * into the HTML so the tab is right from the first paint; undefined when the store has no such
 * brand, and the page keeps index.html's neutral title rather than another brand's.
 */
export function titleForHost(
  host: string | undefined | HostBrand,
  titles: ReadonlyMap<string, string>,
): string | undefined {
  const key = keyForHost(host, titles.keys());
  const title = titles.get(key);
  const brand = typeof host === "object" ? host : brandFromHost(host);
  return title === undefined ? undefined : pageTitle({ key, brand: { title } }, brand);
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
export function pageHeadersBlock(host: string | undefined | HostBrand, names: BrandHeaderNames): string {
  const { application, tenant } = typeof host === "object" ? host : brandFromHost(host);
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

/**
 * The login parameters of the host's application, or undefined when the API has no such application or cannot
 * read them.
 */
async function loginParametersFor(host: HostBrand, source: LoginParametersSource | undefined) {
  if (!source) return undefined;
  const application = applicationName(host.application);
  try {
    const parameters = await source(application);
    return parameters ? { application, parameters } : undefined;
  } catch (error) {
    // The page still goes out: without the block the boot asks GetParametersApp itself, which answers the failure.
    log.error(
      `portal page: the login parameters of "${application}" could not be read (${error instanceof Error ? error.message : String(error)}); the page goes out without them`,
    );
    return undefined;
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

/** Where the portal is served from, and what its pages are written with. */
export interface PortalPages {
  readonly portalDist: string;
  /** The brand store the pages' brands come from (docs/brand-store.md). */
  readonly store: LiveBrandStore;
  readonly names?: BrandHeaderNames;
  readonly loginParameters?: LoginParametersSource;
  /** Who 'Ingresar con' names in the runtime config this API serves (a drawn login must name the same). */
  readonly federatedProvider?: { readonly name: string; readonly logo?: string };
}

/**
 * Serves the portal's production build and the brand store: hashed assets and the store's files as files, every
 * other GET as the SPA's page (the page of the host's brand's family, else index.html) so that client-side routes
 * (/login, /resetpassword, ...) load on a direct visit or a reload. Pages are not cached: each carries its own CSP
 * nonce, and the revision of its brand current when it was asked for (or the draft a preview link names), which
 * every brand file it asks for is addressed by.
 */
export function servePortal(app: Hono, options: PortalPages): void {
  const {
    portalDist,
    store,
    names = { application: "x-application", tenant: "x-tenant" },
    loginParameters,
    federatedProvider,
  } = options;
  // Read once; a missing build is said on the page's request, not as an unhandled rejection that stops the API.
  const indexHtml = readFile(`${portalDist}/index.html`, "utf8").then(
    (html) => ({ html }),
    () => ({ problem: `${portalDist}/index.html: not found; build the portal first with \`pnpm build\`` }),
  );
  // The page of each family's brands (its own entry script, apps/portal/family-pages.ts), read when first asked
  // for; a build without one for the family answers with index.html, whose entry boots any brand.
  const familyPages = new Map<string, Promise<{ html: string } | { problem: string }>>();
  const pageFor = (family: string | undefined) => {
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
  const build = readLoginPreload(portalDist);
  const drawnLoginBuild = readDrawnLoginBuild(portalDist);
  // The build's brotli and gzip copies (apps/portal/precompress.ts), as nginx's brotli_static/gzip_static send
  // them: a third of the bytes, never compressed per request. Uncompressed, the login's scripts come in far
  // later, even from 127.0.0.1, with the page's thread waiting on them.
  const files = serveStatic({ root: portalDist, precompressed: true });
  serveStoreFiles(app, store);
  // The page itself is never a plain file (the file server would answer `/` with the bare index.html, and
  // /pages/<family>.html without its nonce): it goes out below, with this request's nonce.
  app.use("/*", (c, next) => (/(^|\/)(index\.html)?$|^\/pages\//.test(c.req.path) ? next() : files(c, next)));
  app.get("*", async (c) => {
    const host = brandOfRequest(c.req.header("host"), (name) => c.req.header(name), names);
    const chosen = await servedRevisionFor(c, store, host);
    if ("redirect" in chosen) return chosen.redirect;
    const { revision, preview } = chosen;
    const page = await pageFor(revision?.head.family);
    const parameters = await loginParametersFor(host, loginParameters);
    // The login drawn ahead of time, when this page's first render is that login (drawn-login.ts).
    const drawn = revision
      ? drawnLoginFor(revision.loginPage, revision.key, await drawnLoginBuild, {
          path: c.req.path,
          language: revision.head.language,
          parameters,
          federatedProvider,
        })
      : undefined;
    if (revision) announce(c, loginPreloadLinks(await build, revision, drawn?.holdScript));
    // The request's CSP nonce, where styled-components looks for it (its `nonce` property, which the browser
    // hides from attribute selectors once parsed).
    const nonce = c.get("cspNonce");
    const meta =
      `<meta property="csp-nonce" nonce="${nonce}">` +
      pageHeadersBlock(host, names) +
      (revision ? revisionBlock(revision, preview) : "") +
      (parameters ? loginParametersBlock(parameters.application, parameters.parameters) : "") +
      (drawn
        ? `<script type="module" async crossorigin src="${escapeHtml(drawn.holdScript)}"></script>`
        : "");
    c.header("Cache-Control", "no-store");
    const title = revision
      ? pageTitle({ key: revision.key, brand: { title: revision.head.title } }, host)
      : undefined;
    // The brand's fonts, stylesheet and family from the first paint (no flash of another look), after the
    // nonce's meta.
    const head = revision?.head;
    if ("html" in page) {
      const html = page.html
        .replace(/<head>/i, (tag) => `${tag}${meta}${head ? firstPaintHeadHtml(head, nonce) : ""}`)
        .replace(/<html\b[^>]*>/i, (tag) => htmlTag(tag, head, new URL(c.req.url).search, drawn?.language))
        // The form itself, in the root the portal hydrates: on screen with the page's first bytes.
        .replace(/<div id="root"><\/div>/, (root) =>
          drawn ? `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}="${drawn.language}">${drawn.html}</div>` : root,
        )
        .replace(/<\/body>/i, (tag) => `${preview ? previewMarker(preview, nonce) : ""}${tag}`);
      if (!revision) reportOnce(store);
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

/** The root's mark of a login the server drew, until the portal has hydrated it (apps/portal/src/hydration). */
export const SERVER_DRAWN_ATTRIBUTE = "data-gse-ssr";

/**
 * The page's `<html>` tag: the brand's family and scheme (firstPaintHtmlAttributes) and, where the server drew the
 * login, the language it is in (index.html says Spanish).
 */
function htmlTag(
  tag: string,
  head: FirstPaintHead | undefined,
  search: string,
  language: string | undefined,
): string {
  const open = language ? tag.replace(/\slang="[^"]*"/i, ` lang="${language}"`) : tag;
  return head
    ? open.replace(/^<html\b/i, (start) => `${start}${firstPaintHtmlAttributes(head, search)}`)
    : open;
}

const reported = new WeakMap<LiveBrandStore, string>();

/** Why a page went out without a brand: said once per store and reason, not on every page. */
function reportOnce(store: LiveBrandStore): void {
  const usable = store.usable();
  const problem = "problem" in usable ? usable.problem : `${store.dir}: no brand revision for this host`;
  if (reported.get(store) === problem) return;
  reported.set(store, problem);
  log.error(problem);
}

/**
 * What tells whoever holds a preview link that the page is not what everyone sees: fixed in a corner, outside the
 * portal's own layout, read out by screen readers as a note, and in the way of no click.
 */
function previewMarker(
  preview: { readonly key: string; readonly revision: string; readonly expires: Date },
  nonce: string,
): string {
  const label = `Vista previa de la marca ${preview.key}, revisión ${preview.revision}: no publicada`;
  return (
    `<style nonce="${nonce}">#gse-brand-preview{position:fixed;left:8px;bottom:8px;z-index:2147483647;` +
    "pointer-events:none;padding:4px 10px;border-radius:4px;background:#1b1f2a;color:#fff;" +
    "font:600 13px/1.4 system-ui,sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.4)}</style>" +
    `<div id="gse-brand-preview" role="note" aria-label="${escapeHtml(label)}" data-expires="${preview.expires.toISOString()}">` +
    `Vista previa · ${escapeHtml(preview.key)} · ${escapeHtml(preview.revision)}</div>`
  );
}
