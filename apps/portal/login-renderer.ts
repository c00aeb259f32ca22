import { join } from "node:path";
import type { LoginRenderer as RenderLogin } from "@gse/brand-kit/store";
import { federatedProviderSetting } from "@gse/reference-api";
import { createServer } from "vite";
import { loginRenderFingerprint } from "./login-render-fingerprint.ts";
import type * as LoginPageModule from "./src/prerender/login-page.tsx";

export interface LoginRenderer {
  /** A brand's login drawn in Node, or undefined with a warning when it cannot be. */
  render: RenderLogin;
  close(): Promise<void>;
}

const portalDir = import.meta.dirname;

/**
 * Draws brands' logins in Node (src/prerender/login-page.tsx), as a revision of the brand store carries them:
 * the HTML of each language, which the page server writes into the page's root for the browser to hydrate, and
 * its styled-components CSS, which it writes into the head.
 *
 * The render goes through Vite's SSR loader with the portal's own config file, so the same transforms give the
 * same styled-component ids as the browser's build (styled-component-ids.ts: ids from the source, not the
 * build), and with them the same class names. A brand whose login cannot be drawn is published without it (a
 * warning says so): its login is drawn in the browser.
 */
export async function openLoginRenderer(
  warn: (message: string) => void = console.warn,
): Promise<LoginRenderer> {
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
  const fingerprint = loginRenderFingerprint();
  // The provider the API serves in its runtime config, from the same settings: a login that names it is served
  // only where the API names the same one (apps/reference-api/src/brand-store/drawn-login.ts).
  const federatedProvider = federatedProviderSetting(process.env);
  let module: typeof LoginPageModule | undefined;
  return {
    async render(brand, key, texts) {
      module ??= (await server.ssrLoadModule("/src/prerender/login-page.tsx")) as typeof LoginPageModule;
      try {
        const drawn = await module.renderLoginPage(brand, key, { federatedProvider }, texts);
        return {
          styles: { version: module.styledComponentsVersion, css: drawn.css },
          page: {
            fingerprint,
            parameters: drawn.parameters,
            ...(drawn.federatedProvider ? { federatedProvider: drawn.federatedProvider } : {}),
            html: drawn.html,
          },
        };
      } catch (error) {
        warn(
          `brand "${key}": its login could not be drawn in Node (${error instanceof Error ? error.message : String(error)}); published without the login's HTML and CSS`,
        );
        return undefined;
      }
    },
    close: () => server.close(),
  };
}
