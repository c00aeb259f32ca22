import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startServer } from "@gse/reference-api";

/**
 * Starts the reference API serving the portal's production build on 127.0.0.1, on a port chosen now,
 * and hands its address to the tests through BASE_URL. The returned function stops it.
 */
export default async function globalSetup() {
  const portalDist = fileURLToPath(new URL("../apps/portal/dist", import.meta.url));
  if (!existsSync(`${portalDist}/index.html`)) {
    throw new Error(`${portalDist}/index.html: not found; run \`pnpm build\` before the end-to-end tests`);
  }
  const server = await startServer({ port: 0, portalDist });
  process.env.BASE_URL = server.url;
  return () => server.close();
}
