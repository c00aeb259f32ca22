import { readFile } from "node:fs/promises";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the portal's production build: hashed assets as files, every other GET as the SPA's index.html
 * so that client-side routes (/login, /resetpassword, ...) load on a direct visit or a reload. Pages are not
 * cached: each carries its own CSP nonce.
 */
export function servePortal(app: Hono, portalDist: string): void {
  // Read once; a missing build is said on the page's request, not as an unhandled rejection that stops the API.
  const indexHtml = readFile(`${portalDist}/index.html`, "utf8").then(
    (html) => ({ html }),
    () => ({ problem: `${portalDist}/index.html: not found; build the portal first with \`pnpm build\`` }),
  );
  const files = serveStatic({ root: portalDist });
  // The page itself is never a plain file (the file server would answer `/` with the bare index.html): it goes
  // out below, with this request's nonce.
  app.use("/*", (c, next) => (/(^|\/)(index\.html)?$/.test(c.req.path) ? next() : files(c, next)));
  app.get("*", async (c) => {
    const index = await indexHtml;
    // The request's CSP nonce, where styled-components looks for it (its `nonce` property, which the browser
    // hides from attribute selectors once parsed).
    const meta = `<meta property="csp-nonce" nonce="${c.get("cspNonce")}">`;
    c.header("Cache-Control", "no-store");
    if ("html" in index) return c.html(index.html.replace(/<head>/i, (head) => `${head}${meta}`));
    console.error(index.problem);
    return c.text(index.problem, 500);
  });
}
