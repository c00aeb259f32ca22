import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { LoginRenderer as RenderLogin } from "@gse/brand-kit/store";
import { federatedProviderSetting } from "@gse/reference-api";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { loginRenderFingerprint } from "./login-render-fingerprint.ts";
import type * as LoginPageModule from "./src/prerender/login-page.tsx";
import { styledComponentIds } from "./styled-component-ids.ts";
import { stylisWithoutPrefixer } from "./stylis-without-prefixer.ts";

export interface LoginRenderer {
  /** A brand's login drawn in Node, or undefined with a warning when it cannot be. */
  render: RenderLogin;
}

const portalDir = import.meta.dirname;
const repoRoot = join(portalDir, "..", "..");

/** Where the login page's Node bundles are kept, a folder each, named for what they were built from. */
const bundlesDir = join(portalDir, "node_modules", ".cache", "gse-login-page");

/** A bundle nobody has built from for this long goes when a new one is made. */
const STALE_BUNDLE_MS = 24 * 60 * 60 * 1000;

/**
 * What a bundle is built from: the login's sources (the fingerprint the page server matches drawn logins on) and
 * the build's own transforms.
 */
function bundleKey(fingerprint: string): string {
  const hash = createHash("sha256").update(fingerprint);
  for (const file of ["login-renderer.ts", "stylis-without-prefixer.ts"])
    hash.update(readFileSync(join(portalDir, file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * src/prerender/login-page.tsx as a Node module: built once per bundle key (about a second) with the
 * transforms that make the browser's class names (styled-component-ids.ts: ids from the source, not the build;
 * the same stylis), then imported by every later publish of the same sources. Through Vite's dev-server SSR loader
 * instead, each publish spent about 5 CPU-seconds starting a server and transforming the login's modules again.
 * Built into a folder of its own and renamed into place, so publishes running side by side never read half a
 * bundle; kept under the portal's node_modules so that its imports (React, ...) resolve from there.
 */
async function loginPageModule(fingerprint: string): Promise<typeof LoginPageModule> {
  const key = bundleKey(fingerprint);
  const dir = join(bundlesDir, key);
  const entry = join(dir, "login-page.js");
  // React in one mode throughout, as Vite's dev server had it: the CLI may have imported React already (its
  // family registry), in its development build, and a renderer in the other mode breaks on the first hook.
  process.env.NODE_ENV ??= "development";
  if (!existsSync(entry)) {
    const building = `${dir}.${process.pid}.building`;
    await build({
      configFile: false,
      root: portalDir,
      mode: process.env.NODE_ENV,
      logLevel: "warn",
      plugins: [styledComponentIds(repoRoot), stylisWithoutPrefixer(), react()],
      // styled-components bundled, as the browser's build has it: Node's import of its CommonJS build hands
      // `styled` over as the whole exports object.
      ssr: { noExternal: ["styled-components"] },
      build: {
        ssr: "src/prerender/login-page.tsx",
        outDir: building,
        emptyOutDir: true,
        minify: false,
        copyPublicDir: false,
        target: "node20",
      },
    });
    try {
      renameSync(building, dir);
    } catch {
      // Another publish put the same bundle in place first.
      rmSync(building, { recursive: true, force: true });
    }
    pruneStaleBundles(key);
  }
  return (await import(pathToFileURL(entry).href)) as typeof LoginPageModule;
}

function pruneStaleBundles(current: string): void {
  for (const name of readdirSync(bundlesDir)) {
    const path = join(bundlesDir, name);
    if (name !== current && Date.now() - statSync(path).mtimeMs > STALE_BUNDLE_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Draws brands' logins in Node (src/prerender/login-page.tsx), as a revision of the brand store carries them:
 * the HTML of each language, which the page server writes into the page's root for the browser to hydrate, and
 * its styled-components CSS, which it writes into the head. A brand whose login cannot be drawn is published
 * without it (a warning says so): its login is drawn in the browser.
 */
export function openLoginRenderer(warn: (message: string) => void = console.warn): LoginRenderer {
  const fingerprint = loginRenderFingerprint();
  // The provider the API serves in its runtime config, from the same settings: a login that names it is served
  // only where the API names the same one (apps/reference-api/src/brand-store/drawn-login.ts).
  const federatedProvider = federatedProviderSetting(process.env);
  let module: typeof LoginPageModule | undefined;
  return {
    async render(brand, key, texts) {
      module ??= await loginPageModule(fingerprint);
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
  };
}
