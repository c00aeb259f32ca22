import { findRoute, loginRoute, type RouteEntry, samePath, useSession, useSignIn } from "@gse/sdk";
import { lazy, Suspense } from "react";
import { Navigate, useLocation } from "./routing/location.tsx";
import { PageOverlays } from "./routing/PageOverlays.tsx";
import { RouteGate } from "./routing/RouteGate.tsx";
import { SlotScreen } from "./routing/SlotScreen.tsx";

export { createPortalRouter, type PortalRouter } from "./routing/location.tsx";

// The shell of the protected routes (and the hub client it starts) loads after sign-in, never with the login.
const LazyPageShell = lazy(() =>
  import("./shell/PageShell.tsx").then(({ PageShell }) => ({ default: PageShell })),
);
function PageShell({ title }: { readonly title: string }) {
  return (
    <Suspense fallback={null}>
      <LazyPageShell title={title} />
    </Suspense>
  );
}

/** /check-email shows the alert screen when the previous tab was /Alert (spec §2). */
function CheckEmailScreen({ path }: { readonly path: string }) {
  const { state } = useLocation();
  const previousTab = (state as { previousTab?: unknown } | undefined)?.previousTab;
  return <SlotScreen slot={samePath(String(previousTab), "/alert") ? "alert" : "checkEmail"} path={path} />;
}

/**
 * What a route of the SDK's table shows: the console (for now the page shell) for a route without a slot, and
 * for `/` once signed in; else the family's screen for its slot (`/` shows the login while signed out).
 */
function RouteView({ route }: { readonly route: RouteEntry }) {
  const runtime = useSignIn();
  const isAuth = useSession(runtime.session, (state) => state.isAuth);
  if (!route.slot || (route.console && isAuth)) return <PageShell title={route.path.slice(1) || "home"} />;
  if (route.slot === "checkEmail") return <CheckEmailScreen path={route.path} />;
  return <SlotScreen slot={route.slot} path={route.path} />;
}

function CurrentRoute() {
  const route = findRoute(useLocation().pathname);
  // One element per route, so moving between two routes mounts the new one afresh. An unknown route goes to
  // /Login (spec §2).
  return route ? <RouteView key={route.path} route={route} /> : <Navigate to={loginRoute} replace />;
}

/** The page under the router: the guarded route, then the page-wide overlays. */
export function Routes() {
  return (
    <>
      <RouteGate>
        <CurrentRoute />
      </RouteGate>
      <PageOverlays />
    </>
  );
}
