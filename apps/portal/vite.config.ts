import { brandsPlugin } from "@gse/brand-kit/node";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The reference API that `pnpm dev` starts beside this dev server.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 5180}`;

export default defineConfig({
  // brandsPlugin serves /brands/<key>.json and its assets; the page fetches only its own brand.
  plugins: [react(), brandsPlugin()],
  server: {
    port: Number(process.env.PORTAL_PORT ?? 5173),
    strictPort: true,
    // Brands are chosen by host: payroll.localhost, co.selfservice.localhost, ...
    allowedHosts: [".localhost"],
    proxy: {
      "/api": { target: api },
      "/portal.config.json": { target: api },
    },
  },
  build: { target: "es2022" },
});
