import { useSession, useSignIn } from "@gse/sdk";
import type { ComponentType } from "react";
import { ConsoleMount } from "./console/ConsoleMount.tsx";
import { Navigate, normalPath, useLocation } from "./routing/location.tsx";
import { PageOverlays } from "./routing/PageOverlays.tsx";
import { RouteGate } from "./routing/RouteGate.tsx";
import { SlotScreen } from "./routing/SlotScreen.tsx";
import { publicSlotRoutes, shellRoutes } from "./routing/slots.ts";

export { createPortalRouter, type PortalRouter } from "./routing/location.tsx";

/** `/` is the login screen while signed out (spec §2); signed in, the console's home takes it. */
function RootScreen() {
  return <SlotScreen slot="login" path="/" />;
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
  ...shellRoutes.map((path): [string, ComponentType] => [normalPath(path), ConsoleMount]),
]);

function CurrentRoute() {
  const runtime = useSignIn();
  const isAuth = useSession(runtime.session, (state) => state.isAuth);
  const path = normalPath(useLocation().pathname);
  // Signed in, `/` is the console's too: the same element as its other routes, so the console stays mounted.
  const Route = path === "/" && isAuth ? ConsoleMount : routes.get(path);
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
