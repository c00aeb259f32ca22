import {
  findRoute,
  LoginStateSchema,
  type RouteEntry,
  readNavigationState,
  samePath,
  useSession,
  useSignIn,
} from "@gse/sdk";
import { ConsoleMount } from "./console/ConsoleMount.tsx";
import { useHeadingFocus } from "./routing/heading-focus.ts";
import { useLocation } from "./routing/location.tsx";
import { PageOverlays } from "./routing/PageOverlays.tsx";
import { RouteErrorBoundary } from "./routing/RouteErrorBoundary.tsx";
import { RouteGate } from "./routing/RouteGate.tsx";
import { SlotScreen } from "./routing/SlotScreen.tsx";

export { createPortalRouter, type PortalRouter } from "./routing/location.tsx";

/** /check-email shows the alert screen when the previous tab was /Alert (spec §2). */
function CheckEmailScreen({ path }: { readonly path: string }) {
  const { state } = useLocation();
  const previousTab = (state as { previousTab?: unknown } | undefined)?.previousTab;
  return <SlotScreen slot={samePath(String(previousTab), "/alert") ? "alert" : "checkEmail"} path={path} />;
}

/**
 * The login, or in its place the screen saying why the session ended (spec §2): the session-ended screen after
 * the hub's notice or a revoked token (R101), the inactivity screen after the signed-in area's idle time.
 */
function LoginScreen({ path }: { readonly path: string }) {
  const ended = readNavigationState(LoginStateSchema, useLocation().state)?.ended;
  const slot = ended === "session" ? "sessionEnded" : ended === "inactivity" ? "inactivity" : "login";
  return <SlotScreen slot={slot} path={path} />;
}

/** The family's screen for a public route's slot (`/` shows the login while signed out). */
function SlotView({
  route,
  slot,
}: {
  readonly route: RouteEntry;
  readonly slot: NonNullable<RouteEntry["slot"]>;
}) {
  if (slot === "checkEmail") return <CheckEmailScreen path={route.path} />;
  if (slot === "login") return <LoginScreen path={route.path} />;
  return <SlotScreen slot={slot} path={route.path} />;
}

function CurrentRoute() {
  const runtime = useSignIn();
  const isAuth = useSession(runtime.session, (state) => state.isAuth);
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  // An address no route has: the family's branded 'page not found', not a silent jump to /Login.
  if (!route) return <SlotScreen key="notFound" slot="notFound" path={pathname} />;
  // The console's routes (and `/` once signed in) share one element, so moving between them keeps the console,
  // its router and its cache mounted; every public route mounts its screen afresh.
  if (!route.slot || (route.console && isAuth)) return <ConsoleMount key="console" />;
  return <SlotView key={route.path} route={route} slot={route.slot} />;
}

/**
 * The page under the router: the guarded route in its error boundary (a failure shows the family's generic
 * error screen, whose link leads back to /Login), then the page-wide overlays.
 */
export function Routes() {
  const { pathname } = useLocation();
  // Here, above the guard, which renders nothing while it validates a session.
  useHeadingFocus(pathname);
  return (
    <>
      <RouteGate>
        <RouteErrorBoundary path={pathname} fallback={<SlotScreen slot="error" path={pathname} />}>
          <CurrentRoute />
        </RouteErrorBoundary>
      </RouteGate>
      <PageOverlays />
    </>
  );
}
