import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildOptions } from "../../apps/portal/build-options.ts";
import { compileHints } from "../../apps/portal/compile-hints.ts";
import { precompress } from "../../apps/portal/precompress.ts";

// The portal's build settings without its brands and dev-server plugins: the floor is built exactly as the
// portal is (its brotli and gzip copies too, which the server sends), so that the difference between the two is
// only what the portal ships. Its scripts carry V8's compile hint as the portal's login chunks do.
export default defineConfig({
  plugins: [react(), compileHints(), precompress()],
  build: buildOptions,
});
