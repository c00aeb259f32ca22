import { applyBrandChrome } from "@gse/brand-kit";
import {
  createEarlyFetch,
  createSignInRuntime,
  preloadApiClient,
  type ScreenFamily,
  sessionlessArrivalState,
  unregisterServiceWorkers,
} from "@gse/sdk";
import { createRoot, hydrateRoot } from "react-dom/client";
import { bootPortal } from "./boot/boot.ts";
import { browserEnvironment } from "./environment.ts";
import { type FamilyName, familyRegistry } from "./family-registry.ts";
import { hydratesServerLogin } from "./hydration/hydrates.ts";
import { discardServerDrawn, serverDrawnLanguage, takeOverServerDrawn } from "./hydration/server-drawn.ts";
import { PortalRoot } from "./PortalRoot.tsx";
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
  const drawnLanguage = serverDrawnLanguage(container);

  void unregisterServiceWorkers(navigator.serviceWorker);

  const early = createEarlyFetch(window.fetch.bind(window));
  const booted = await bootPortal({
    fetch: window.fetch.bind(window),
    early,
    pageUrl: window.location.href,
    document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    serverDrawn: drawnLanguage !== undefined,
    families: entry
      ? { ...familyRegistry, [entry.name]: () => Promise.resolve(entry.login.family) }
      : familyRegistry,
  });

  if (!booted.ok) {
    if (drawnLanguage !== undefined) discardServerDrawn(container, window);
    // Loaded only when the boot fails: a deployment's error page costs the login's first script nothing.
    const { BootErrorScreen } = await import("./boot/BootErrorScreen.tsx");
    createRoot(container).render(<BootErrorScreen problem={booted.problem} />);
    return;
  }
  // The app picker's tab that goes without a session: its fragment becomes the login's arrival message (the
  // route guard takes it on to /Login), and leaves the address.
  const arrival = sessionlessArrivalState(window.location.hash);
  if (arrival)
    window.history.replaceState(arrival, "", `${window.location.pathname}${window.location.search}`);
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
  const { location } = router.state;
  const hydrating = hydratesServerLogin({
    drawnLanguage,
    language: booted.language,
    pathname: location.pathname,
    search: location.searchStr,
    state: location.state,
    hasToken: runtime.session.getState().token !== undefined,
    loginParameters: booted.loginParameters !== undefined,
  });
  // A hydration that found other markup than its own (it should not: hydratesServerLogin) draws the page afresh,
  // as React does after such an error; a submit held in the server's form is then dropped, not sent from a new one.
  let recovered = false;
  const loaded = { key: booted.brandKey, brand: booted.brand };
  const tree = (
    <PortalRoot
      router={router}
      runtime={runtime}
      colorScheme={booted.colorScheme}
      portal={{ brand: booted.brand, brandKey: booted.brandKey, family: booted.family }}
      onDrawn={() => {
        if (hydrating) takeOverServerDrawn(container, window, !recovered);
        return whenIdle(() => {
          // What the first render did not need: ky, for the first call (Ingresar), the tab's icon and the bar's colour.
          preloadApiClient();
          applyBrandChrome(document, loaded);
        });
      }}
    />
  );
  if (hydrating) {
    hydrateRoot(container, tree, {
      onRecoverableError: (error) => {
        recovered = true;
        console.error("portal: the server's login did not hydrate; drawn afresh", error);
      },
    });
  } else {
    if (drawnLanguage !== undefined) discardServerDrawn(container, window);
    createRoot(container).render(tree);
  }
}

/**
 * Runs `then` once the page's thread is idle: what the page needs but the login does not (the tab's icon) waits
 * until the form can be used. Where there is no requestIdleCallback (Safari), a task after the render's.
 * Returns the cancel.
 */
function whenIdle(then: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(then, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(then, 0);
  return () => clearTimeout(id);
}
