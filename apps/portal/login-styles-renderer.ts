import { join } from "node:path";
import type { Brand } from "@gse/brand-kit";
import { createServer } from "vite";

/** The module that renders a login's CSS in Node (its exports, as this renderer calls them). */
interface LoginStylesModule {
  readonly renderLoginStyles: (json: unknown, brandKey: string) => Promise<string>;
  readonly styledComponentsVersion: string;
}

export interface LoginStylesRendering {
  /** A brand's login CSS, or undefined with a warning when its login cannot be rendered in Node. */
  render(brand: Brand, key: string): Promise<{ version: string; css: string } | undefined>;
  close(): Promise<void>;
}

const portalDir = import.meta.dirname;

/**
 * Renders brands' logins in Node for their styled-components CSS (src/prerender/login-styles.tsx), as a revision
 * of the brand store carries it: the page server writes it into the head, and the browser's styled-components
 * skips generating it at the first render.
 *
 * The render goes through Vite's SSR loader with the portal's own config file, so the same transforms give the
 * same styled-component ids as the browser's build (styled-component-ids.ts: ids from the source, not the
 * build), and with them the same class names. A brand whose login cannot be rendered is published without the
 * CSS (a warning says so): its login generates it in the browser.
 */
export async function openLoginStylesRenderer(
  warn: (message: string) => void = console.warn,
): Promise<LoginStylesRendering> {
  const server = await createServer({
    configFile: join(portalDir, "vite.config.ts"),
    // As `vite build --configLoader runner` loads it: the config imports the workspace's TypeScript plugins.
    configLoader: "runner",
    root: portalDir,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    // Through Vite's own ESM interop: Node's import of its CommonJS build hands `styled` over as the whole
    // exports object.
    ssr: { noExternal: ["styled-components"] },
    logLevel: "warn",
  });
  let module: LoginStylesModule | undefined;
  return {
    async render(brand, key) {
      module ??= (await server.ssrLoadModule("/src/prerender/login-styles.tsx")) as LoginStylesModule;
      try {
        return { version: module.styledComponentsVersion, css: await module.renderLoginStyles(brand, key) };
      } catch (error) {
        warn(
          `brand "${key}": its login could not be rendered in Node (${error instanceof Error ? error.message : String(error)}); published without the login's built CSS`,
        );
        return undefined;
      }
    },
    close: () => server.close(),
  };
}
