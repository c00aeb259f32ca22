import { Hub } from "@gse/contract";
import type { Routes } from "./route.ts";

/** SignalR's negotiate step; the WebSocket itself is upgraded by the server (server.ts), outside Hono. */
export const hubRoutes: Routes = (app, services) => {
  app.post(`${Hub.path.toLowerCase()}/negotiate`, async (c) => c.json(await services.hub.negotiate()));
};
