import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createServer, type Plugin } from "vite";

/** Where the build writes each brand's login CSS; the reference API's page server reads it (first-paint-head.ts). */
const LOGIN_STYLES_FILE = "login-styles.json";

/** The module that renders a login's CSS in Node (its exports, as this plugin calls them). */
interface LoginStylesModule {
  readonly renderLoginStyles: (json: unknown, brandKey: string) => Promise<string>;
  readonly styledComponentsVersion: string;
}

/**
 * After the build, each built brand's login rendered in Node for its styled-components CSS, written to
 * `dist/login-styles.json` as `{ version, brands: { <key>: css } }`: the page server writes the host's
 * brand's CSS into the head, and the browser skips generating it at the first render, about half of that
 * render's work.
 *
 * The render goes through Vite's SSR loader with this very config file, so the same transforms give the same
 * styled-component ids as the browser's build (styled-component-ids.ts), and with them the same class names. A
 * brand whose login cannot be rendered in Node is left out with a warning: its page goes out without the CSS, and
 * its login generates it in the browser as before.
 */
export function loginStyles(configFile: string): Plugin {
  let outDir = "dist";
  let root = process.cwd();
  return {
    name: "gse-login-styles",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const brandsDir = join(outDir, "brands");
        const files = readdirSync(brandsDir, { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
          .map((entry) => entry.name)
          .sort();
        const server = await createServer({
          configFile,
          // As `vite build --configLoader runner` loads it: the config imports the workspace's TypeScript plugins.
          configLoader: "runner",
          root,
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: "custom",
          // Through Vite's own ESM interop: Node's import of its CommonJS build hands `styled` over as the whole
          // exports object (tsx's loader hid that in the bench's build).
          ssr: { noExternal: ["styled-components"] },
          logLevel: "warn",
        });
        try {
          const module = (await server.ssrLoadModule("/src/prerender/login-styles.tsx")) as LoginStylesModule;
          const brands: Record<string, string> = {};
          for (const file of files) {
            const key = file.slice(0, -".json".length);
            try {
              brands[key] = await module.renderLoginStyles(
                JSON.parse(readFileSync(join(brandsDir, file), "utf8")),
                key,
              );
            } catch (error) {
              this.warn(
                `brand "${key}": its login could not be rendered in Node (${error instanceof Error ? error.message : String(error)}); its page goes out without the login's built CSS`,
              );
            }
          }
          const written = { version: module.styledComponentsVersion, brands };
          writeFileSync(join(outDir, LOGIN_STYLES_FILE), `${JSON.stringify(written)}\n`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
