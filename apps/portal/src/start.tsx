import { applyBrandFavicon } from "@gse/brand-kit";
import { createEarlyFetch, createSignInRuntime, type ScreenFamily, unregisterServiceWorkers } from "@gse/sdk";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { bootPortal } from "./boot/boot.ts";
import { browserEnvironment } from "./environment.ts";
import { type FamilyName, familyRegistry } from "./family-registry.ts";
import { createPortalRouter } from "./router.tsx";

/**
 * What a family's page entry (src/entries/<family>.ts) imports statically, so that its brands' login arrives
 * with the page's first scripts and is evaluated before the boot starts: the boot's dynamic imports of the
 * family, its login screen, its layout and the Spanish catalog then find them loaded instead of starting one
 * request after another once the brand is read.
 */
export interface FamilyEntry {
  /** The registry's name of the family, the one its brands give in `family`. */
  readonly name: FamilyName;
  /**
   * The family's login (@gse/components/login/<family>): the boot takes the family from here; the screen and the
   * layout are passed along so that the entry uses what it imports (the package has no side effects, and an
   * import used for nothing may be left out of the entry's graph), and the family's loaders find them loaded.
   */
  readonly login: { readonly family: ScreenFamily; readonly LoginScreen: unknown; readonly Layout: unknown };
  /**
   * The source language's catalog (@gse/sdk/locales/es), passed along like the login: evaluated with the page's
   * first scripts, it is what the boot's `activateLanguage("es")` finds loaded.
   */
  readonly catalog: { readonly messages: object };
}

/**
 * Boots the portal into #root: the brand, the family, the first screen. A function the entries call rather than
 * the entry's own top-level await: a lazy chunk that imports the chunk of a still-evaluating entry waits for it,
 * and with the boot awaited at the top level the page would never finish evaluating (a blank page).
 */
export async function startPortal(entry?: FamilyEntry): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html: #root: expected the mount element, got nothing");
  const root = createRoot(container);

  void unregisterServiceWorkers(navigator.serviceWorker);

  const early = createEarlyFetch(window.fetch.bind(window));
  const booted = await bootPortal({
    fetch: window.fetch.bind(window),
    early,
    pageUrl: window.location.href,
    document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    families: entry
      ? { ...familyRegistry, [entry.name]: () => Promise.resolve(entry.login.family) }
      : familyRegistry,
  });

  if (!booted.ok) {
    // Loaded only when the boot fails: a deployment's error page costs the login's first script nothing.
    const { BootErrorScreen } = await import("./boot/BootErrorScreen.tsx");
    root.render(<BootErrorScreen problem={booted.problem} />);
  } else {
    const router = createPortalRouter();
    const runtime = createSignInRuntime(
      browserEnvironment({
        config: booted.config,
        application: booted.application,
        tenant: booted.tenant,
        tenantLanguage: booted.brand.tenantLanguage,
        languageChosen: booted.languageChosen,
        router: () => router,
        fetch: early.fetch,
        prefetched: { loginParameters: booted.loginParameters },
      }),
    );
    const loaded = { key: booted.brandKey, brand: booted.brand };
    root.render(
      <StrictMode>
        <App
          router={router}
          runtime={runtime}
          colorScheme={booted.colorScheme}
          portal={{
            brand: booted.brand,
            brandKey: booted.brandKey,
            family: booted.family,
          }}
        />
        <WhenDrawn then={() => applyBrandFavicon(document, loaded)} />
      </StrictMode>,
    );
  }
}

/**
 * Runs `then` once the first render is on screen and the page's thread is idle: what the page needs but the
 * login does not (the tab's icon) waits until the form can be used. Where there is no requestIdleCallback
 * (Safari), a task after the render's.
 */
function WhenDrawn({ then }: { readonly then: () => void }) {
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(then, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(then, 0);
    return () => clearTimeout(id);
  }, [then]);
  return null;
}
