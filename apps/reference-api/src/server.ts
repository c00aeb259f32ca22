import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type AppOptions, createApp } from "./app.ts";

export interface ServerOptions extends AppOptions {
  readonly host?: string;
  /** 0 picks a free port: tests always do. */
  readonly port?: number;
}

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the reference API on a socket and resolves once it listens. */
export function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { host = "127.0.0.1", port = 0, ...appOptions } = options;
  const app = createApp(appOptions);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
      });
    });
  });
}
