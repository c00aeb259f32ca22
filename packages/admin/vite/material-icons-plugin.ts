import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import names from "../src/shell/icons/material-icon-names.json" with { type: "json" };

/** Where the page finds a built-in menu icon: `${materialIconsPath}<name>.svg`, on our own origin. */
export const materialIconsPath = "/icons/material/";

/**
 * Serves the built-in Material icons of the menus (administration spec §2: about 400 names) from our own
 * origin, one small SVG each, fetched only when a menu shows it: no icon font, no third-party host. The files
 * come from the Apache-2.0 `@material-design-icons/svg` package; the build copies the listed names only.
 */
export function materialIconsPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  // The package has no entry point: find its folder through one of its files.
  const folder = join(dirname(require.resolve("@material-design-icons/svg/filled/home.svg")), ".");
  const known = new Set<string>(names);
  const svg = (name: string) => readFileSync(join(folder, `${name}.svg`));
  return {
    name: "gse-material-icons",
    configureServer(server) {
      server.middlewares.use(materialIconsPath, (request, response, next) => {
        const name = (request.url ?? "").replace(/^\//, "").replace(/\.svg(\?.*)?$/, "");
        if (!known.has(name)) return next();
        response.setHeader("content-type", "image/svg+xml");
        response.end(svg(name));
      });
    },
    generateBundle() {
      for (const name of names) {
        this.emitFile({ type: "asset", fileName: `icons/material/${name}.svg`, source: svg(name) });
      }
    },
  };
}
