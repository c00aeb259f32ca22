import type { PrefetchedAnswers, RuntimeConfig, SignInEnvironment } from "@gse/sdk";
import type { PortalRouter } from "./routing/location.tsx";

/**
 * The SDK's view of the browser page: navigation through the router (with history state for the screens),
 * leaving through `location.assign` or a new tab (opened empty inside the click when the address comes later),
 * storage and fetch as the page has them.
 */
export function browserEnvironment(options: {
  readonly config: RuntimeConfig;
  readonly application: string;
  readonly tenant: string | undefined;
  readonly tenantLanguage: string | undefined;
  /** A language is stored under the brand's key (the visitor chose one). */
  readonly languageChosen?: boolean;
  readonly router: () => PortalRouter;
  /** The page's fetch, or one that hands over answers the boot asked for early. */
  readonly fetch?: typeof fetch;
  /** Answers the boot already read (the login's parameters). */
  readonly prefetched?: PrefetchedAnswers;
}): SignInEnvironment {
  return {
    config: options.config,
    application: options.application,
    tenant: options.tenant,
    tenantLanguage: options.tenantLanguage,
    languageChosen: options.languageChosen ?? false,
    pageOrigin: window.location.origin,
    fetch: options.fetch ?? window.fetch.bind(window),
    sessionStorage: window.sessionStorage,
    // Through the history, not `router.navigate({ to })`: an in-app target may carry a query (an emailed
    // link's payload) that must arrive byte for byte, and `to` takes a route path, not an href.
    navigate: (to, state, navigateOptions) =>
      navigateOptions?.replace
        ? options.router().history.replace(to, state)
        : options.router().history.push(to, state),
    leave: (url, leaveOptions) => {
      if (leaveOptions?.newTab) window.open(url, "_blank", "noopener");
      else window.location.assign(url);
    },
    openTab: () => {
      // Not "noopener": with it window.open hands back no tab to send on. Cutting `opener` does the same for the
      // page that loads there, which cannot reach this one.
      const tab = window.open("about:blank", "_blank");
      if (!tab) return undefined;
      tab.opener = null;
      return {
        go: (url) => tab.location.assign(url),
        close: () => tab.close(),
        sessionStorage: () => {
          // A browser that blocks storage throws on the read (SecurityError): the tab then goes on without it.
          try {
            return tab.closed ? undefined : tab.sessionStorage;
          } catch {
            return undefined;
          }
        },
      };
    },
    reload: () => window.location.reload(),
    currentPath: () => window.location.pathname,
    currentSearch: () => window.location.search.replace(/^\?/, ""),
    ...(options.prefetched && { prefetched: options.prefetched }),
  };
}
