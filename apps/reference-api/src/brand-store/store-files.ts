import { BRAND_STORE_URL, storePaths } from "@gse/brand-kit/store";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { LiveBrandStore } from "./live-brand-store.ts";

/**
 * The store's public files under /brand-store/: revisions' brands and their content-hashed files, never changed
 * once written, so cached for a year. And /brands/<key>.json, the current revision's brand (revalidated each
 * time), for a page that names no revision.
 */
export function serveStoreFiles(app: Hono, store: LiveBrandStore): void {
  const files = serveStatic({
    root: storePaths(store.dir).publicDir,
    rewriteRequestPath: (path) => path.slice(BRAND_STORE_URL.length - 1),
  });
  app.use(`${BRAND_STORE_URL}*`, async (c, next) => {
    const found = await files(c, next);
    // Set on the answer itself: the file server has made it by the time it reports a file found.
    if (found instanceof Response) found.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    return found;
  });
  app.get(`${BRAND_STORE_URL}*`, (c) => c.text("Not found", 404));
  app.get("/brands/:file{[a-z0-9_-]+\\.json}", (c) => {
    const revision = store.snapshot().current.get(c.req.param("file").slice(0, -".json".length));
    if (!revision) return c.text("Not found", 404);
    c.header("Cache-Control", "no-cache");
    return c.json(revision.brand);
  });
}
