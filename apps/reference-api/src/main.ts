import { fileURLToPath } from "node:url";
import { readSettings } from "./config.ts";
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
console.log(
  `reference API listening on ${server.url}${servePortal ? " (serving the portal)" : ""}` +
    (demo ? "; demo mode: development helpers and demo users are on (REFERENCE_DEMO=1)" : ""),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
