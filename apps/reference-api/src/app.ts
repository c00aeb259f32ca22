import { type Context, Hono } from "hono";
import { servePortal } from "./portal-static.ts";

export interface AppOptions {
  /** Folder of the portal's production build; when set, the API serves the portal too (`pnpm start`). */
  readonly portalDist?: string;
}

const noRoute = (c: Context) =>
  c.json({ result: null, information: `No route for ${c.req.method} ${c.req.path}` }, 404);

/** The reference API as a Hono app, without a listening socket: tests and the server both start from here. */
export function createApp(options: AppOptions = {}): Hono {
  const app = new Hono();

  app.get("/api/health", (c) => c.json({ status: "ok" }));
  // The deployment's runtime config: same-origin services, so one portal build serves any host.
  app.get("/portal.config.json", (c) => c.json({ services: { auth: "", security: "", application: "" } }));
  // Unknown API paths answer 404 JSON even when the portal's SPA fallback would take every other GET.
  app.all("/api/*", noRoute);
  if (options.portalDist) servePortal(app, options.portalDist);

  app.notFound(noRoute);
  app.onError((error, c) => {
    console.error(error);
    return c.json({ result: null, information: "Error al realizar la petición." }, 500);
  });

  return app;
}
