import { useSession, useSignIn } from "@gse/sdk";
import { type ComponentType, lazy, Suspense } from "react";
import { Navigate, normalPath, useLocation } from "./routing/location.tsx";
import { PageOverlays } from "./routing/PageOverlays.tsx";
import { RouteGate } from "./routing/RouteGate.tsx";
import { SlotScreen } from "./routing/SlotScreen.tsx";
import { publicSlotRoutes, shellRoutes } from "./routing/slots.ts";

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

/** `/` is the login screen while signed out and the shell's home once signed in (spec §2). */
function RootScreen() {
  const runtime = useSignIn();
  const isAuth = useSession(runtime.session, (state) => state.isAuth);
  return isAuth ? <PageShell title="home" /> : <SlotScreen slot="login" path="/" />;
}

/** /check-email shows the alert screen when the previous tab was /Alert (spec §2). */
function CheckEmailScreen() {
  const { state } = useLocation();
  const previousTab = (state as { previousTab?: unknown } | undefined)?.previousTab;
  return (
    <SlotScreen
      slot={String(previousTab).toLowerCase() === "/alert" ? "alert" : "checkEmail"}
      path="/check-email"
    />
  );
}

/** Every route of spec §2 by its path in lowercase: matching ignores case (and a trailing slash). */
const routes = new Map<string, ComponentType>([
  ["/", RootScreen],
  ...Object.entries(publicSlotRoutes).map(([path, slot]): [string, ComponentType] => [
    normalPath(path),
    slot === "checkEmail" ? CheckEmailScreen : () => <SlotScreen slot={slot} path={path} />,
  ]),
  ...shellRoutes.map((path): [string, ComponentType] => [
    normalPath(path),
    () => <PageShell title={path.slice(1)} />,
  ]),
]);

function CurrentRoute() {
  const Route = routes.get(normalPath(useLocation().pathname));
  // An unknown route goes to /Login (spec §2).
  return Route ? <Route /> : <Navigate to="/Login" replace />;
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
