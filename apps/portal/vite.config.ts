import { readdirSync } from "node:fs";
import { join } from "node:path";
import { materialIconsPlugin } from "@gse/admin/vite";
import { brandsPlugin } from "@gse/brand-kit/node";
import { brandHeaders } from "@gse/reference-api";
import react from "@vitejs/plugin-react";
import { type Connect, defineConfig, type Plugin } from "vite";
import { buildOptions } from "./build-options.ts";
import { chunkModules } from "./chunk-modules.ts";
import { familyEntryName } from "./family-pages.ts";
import { loginPreload, SUBMIT_HOLD_ENTRY } from "./login-preload.ts";
import { precompress } from "./precompress.ts";
import { styledComponentIds } from "./styled-component-ids.ts";
import { stylisWithoutPrefixer } from "./stylis-without-prefixer.ts";

// The reference API that `pnpm dev` starts beside this dev server.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 5180}`;

// The page learns its application and tenant from headers of its own address, as the reference API sends
// them under `pnpm start`: payroll.localhost → x-application: payroll; co.selfservice.localhost → + x-tenant: co.
const setBrandHeaders: Connect.NextHandleFunction = (request, response, next) => {
  for (const [name, value] of Object.entries(brandHeaders(request.headers.host)))
    response.setHeader(name, value);
  next();
};
const hostBrandHeaders = (): Plugin => ({
  name: "gse-host-brand-headers",
  configureServer: (server) => void server.middlewares.use(setBrandHeaders),
  configurePreviewServer: (server) => void server.middlewares.use(setBrandHeaders),
});

// The pages the build writes: index.html (the dev server's, and the page of a family without an entry), and
// one entry per family in src/entries, whose page family-pages.ts writes (start.tsx, FamilyEntry); and the
// script the page servers add to a page whose login they drew.
const entriesDir = join(import.meta.dirname, "src", "entries");
const input = {
  index: join(import.meta.dirname, "index.html"),
  // The first script of a page whose login the server drew (src/hydration/submit-hold.ts): its own chunk.
  [SUBMIT_HOLD_ENTRY]: join(import.meta.dirname, "src", "hydration", "submit-hold.ts"),
  ...Object.fromEntries(
    readdirSync(entriesDir).map((file) => [
      familyEntryName(file.replace(/\.ts$/, "")),
      join(entriesDir, file),
    ]),
  ),
};

// GSE_BUILD_STATS=1: the build also writes Vite's manifest and the modules of each chunk (chunk-modules.ts), which
// `pnpm bench` and the login's budget test read, so that `pnpm test` builds the portal once for all that read it.
const withStats = process.env.GSE_BUILD_STATS === "1";

export default defineConfig({
  // brandsPlugin serves /brands/<key>.json and its assets from brands/ under the dev server (hot reload); the build
  // holds no brand: they are published to the brand store (pnpm brands:publish, docs/brand-store.md).
  plugins: [
    styledComponentIds(join(import.meta.dirname, "..", "..")),
    stylisWithoutPrefixer(),
    react(),
    brandsPlugin({ brandFiles: false }),
    materialIconsPlugin(),
    hostBrandHeaders(),
    loginPreload(),
    precompress(),
    ...(withStats ? [chunkModules(join(import.meta.dirname, "..", ".."))] : []),
  ],
  server: {
    port: Number(process.env.PORTAL_PORT ?? 5173),
    strictPort: true,
    // Brands are chosen by host: payroll.localhost, co.selfservice.localhost, ...
    allowedHosts: [".localhost"],
    proxy: {
      // ws: the session hub (/api/connections/session) is a WebSocket.
      "/api": { target: api, ws: true },
      "/portal.config.json": { target: api },
    },
  },
  build: {
    ...buildOptions,
    ...(withStats ? { manifest: true } : {}),
    rolldownOptions: {
      ...buildOptions.rolldownOptions,
      input,
      onLog(level, log, handler) {
        // Expected, not a mistake: a family's page imports its login and the Spanish catalog statically (login.ts,
        // src/entries), which the family's and the SDK's lazy loaders also name for index.html's page.
        if (
          log.code === "INEFFECTIVE_DYNAMIC_IMPORT" &&
          /families[\\/][a-z-]+[\\/]login\.ts|src[\\/]entries[\\/]/.test(log.message)
        )
          return;
        handler(level, log);
      },
    },
  },
});
