import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Logger, messageOf } from "./logger.ts";
import type { Metrics } from "./metrics.ts";

export interface MetricsServer {
  /** http://host:port/metrics */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * GET /metrics as Prometheus text, on a port of its own (REFERENCE_METRICS_PORT, on REFERENCE_METRICS_HOST):
 * the public port never serves it, so a deployment cannot publish it by forgetting a proxy rule.
 */
export function serveMetrics(
  metrics: Metrics,
  host: string,
  port: number,
  log: Logger,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://metrics").pathname;
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      response.end("This port serves GET /metrics only.\n");
      return;
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, { "content-type": metrics.contentType });
        response.end(text);
      },
      (error: unknown) => {
        log.error(`metrics: ${messageOf(error)}`);
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        response.end("The metrics could not be collected; the API's log says why.\n");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`REFERENCE_METRICS_PORT: cannot listen on ${host}:${port} (${messageOf(error)})`)),
    );
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://${host.includes(":") ? `[${host}]` : host}:${bound}/metrics`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
