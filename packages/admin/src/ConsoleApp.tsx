import type { Brand } from "@gse/brand-kit";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { useEffect, useLayoutEffect, useState } from "react";
import { ConsoleContext } from "./console-context.tsx";
import { createConsoleQueryClient } from "./data/query-client.ts";
import { showConsoleWording } from "./i18n/console-catalog.ts";
import { routeTree } from "./routes/route-tree.ts";
import { createHostRouterHistory, type HistoryStep, type HostHistory } from "./routing/host-history.ts";
import { listBeneathRecord } from "./routing/list-beneath-record.ts";

export interface ConsoleAppProps {
  /** The portal's history: the console's router reads and writes the page's one history through it. */
  readonly history: HostHistory;
  readonly brand: Brand;
  /** Back, forward and go; the browser's by default. */
  readonly step?: HistoryStep;
}

const browserStep: HistoryStep = (delta) => window.history.go(delta);

function createConsoleRouter(history: HostHistory, step: HistoryStep) {
  const queryClient = createConsoleQueryClient();
  const router = createRouter({
    routeTree,
    history: createHostRouterHistory(history, step),
    context: { queryClient },
    caseSensitive: false,
    trailingSlash: "never",
    defaultPreload: "intent",
    // Every loader's data comes from TanStack Query, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
  });
  return { router, queryClient };
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>["router"];

declare module "@tanstack/react-router" {
  interface Register {
    router: ConsoleRouter;
  }
}

/**
 * The administration console, mounted by the portal on the protected routes after sign-in: server state in
 * TanStack Query, routes in TanStack Router over the portal's own history. It renders inside the portal's
 * theme, i18n and SDK providers.
 */
export function ConsoleApp(props: ConsoleAppProps) {
  // Before the router reads the address: a record opened straight from its address gets its list beneath it.
  // In a layout effect, not while rendering: the portal hears the history's moves and renders with them.
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    listBeneathRecord(props.history);
    setReady(true);
  }, [props.history]);
  return ready ? <ConsoleRouterApp {...props} /> : null;
}

function ConsoleRouterApp({ history, brand, step = browserStep }: ConsoleAppProps) {
  const [{ router, queryClient }] = useState(() => createConsoleRouter(history, step));
  useEffect(() => () => router.history.destroy(), [router]);
  // The catalogs' wording while the console is shown, the brand's again once a sign-in screen takes its place
  // (the same page, after signing out): both share the SDK's i18n, where a brand may reword a shared text.
  useLayoutEffect(showConsoleWording, []);
  return (
    <ConsoleContext.Provider value={{ brand }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConsoleContext.Provider>
  );
}
