import { fileURLToPath } from "node:url";
import { readSettings } from "./config.ts";
import { log, messageOf } from "./ops/logger.ts";
import { startServer } from "./server.ts";

// `pnpm dev` runs the API alone (the portal's dev server proxies to it); `pnpm start` adds the built portal.
const servePortal = process.argv.includes("--serve-portal");
const port = Number((servePortal ? process.env.PORT : process.env.API_PORT) ?? (servePortal ? 4173 : 5180));
const portalDist = fileURLToPath(new URL("../../portal/dist", import.meta.url));
// HOST: 127.0.0.1 unless set (0.0.0.0 behind a proxy); REFERENCE_DEMO=1 is refused on anything but loopback.
const host = process.env.HOST || "127.0.0.1";
// The environment's database: an embedded PGlite under apps/reference-api/.data unless DATABASE_URL is set.
const { database, demo } = readSettings();

const server = await startServer({ host, port, database, ...(servePortal ? { portalDist } : {}) });
log.info(
  { url: server.url, metrics: server.metricsUrl },
  `reference API listening on ${server.url}${servePortal ? " (serving the portal)" : ""}` +
    (demo ? "; demo mode: development helpers and demo users are on (REFERENCE_DEMO=1)" : ""),
);

// A SIGTERM (an orchestrator, a rolling restart) or Ctrl-C drains the instance and exits 0; a second one stops
// it at once.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) {
      log.warn(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: shutting down (no new connections; requests in flight finish)`);
    server.shutdown().then(
      ({ cut }) => {
        log.info(cut > 0 ? `stopped; ${cut} connections cut at the end of the grace` : "stopped");
        process.exit(0);
      },
      (error: unknown) => {
        log.error(`shutdown failed: ${messageOf(error)}`);
        process.exit(1);
      },
    );
  });
}
