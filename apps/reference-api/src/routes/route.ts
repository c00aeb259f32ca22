import type { Handler, Hono } from "hono";
import type { Services } from "../services.ts";

export interface Endpoint {
  readonly method: string;
  readonly path: string;
}

/** API paths are matched case-insensitively (the spec spells /api/Login and /api/login/...): see app.ts. */
export function on(app: Hono, endpoint: Endpoint, handler: Handler): void {
  app.on(endpoint.method, endpoint.path.toLowerCase(), handler);
}

/** A route module: adds its routes to the app. */
export type Routes = (app: Hono, services: Services) => void;
