import { readFile } from "node:fs/promises";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the portal's production build: hashed assets as files, every other GET as the SPA's index.html
 * so that client-side routes (/login, /resetpassword, ...) load on a direct visit or a reload.
 */
export function servePortal(app: Hono, portalDist: string): void {
  const indexHtml = readFile(`${portalDist}/index.html`, "utf8").catch(() => {
    throw new Error(`${portalDist}/index.html: not found; build the portal first with \`pnpm build\``);
  });
  app.use("/*", serveStatic({ root: portalDist }));
  app.get("*", async (c) => c.html(await indexHtml));
}
