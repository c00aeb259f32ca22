import { useSession, useSignIn } from "@gse/sdk";
import {
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  Outlet,
  type RouterHistory,
  useRouterState,
} from "@tanstack/react-router";
import { PageOverlays } from "./routing/PageOverlays.tsx";
import { RouteGate } from "./routing/RouteGate.tsx";
import { SlotScreen } from "./routing/SlotScreen.tsx";
import { publicSlotRoutes, shellRoutes } from "./routing/slots.ts";
import { PageShell } from "./shell/PageShell.tsx";

const rootRoute = createRootRoute({
  component: () => (
    <>
      <RouteGate>
        <Outlet />
      </RouteGate>
      <PageOverlays />
    </>
  ),
  // An unknown route goes to /Login (spec §2).
  notFoundComponent: () => <Navigate to="/Login" replace />,
});

/** `/` is the login screen while signed out and the shell's home once signed in (spec §2). */
function RootScreen() {
  const runtime = useSignIn();
  const isAuth = useSession(runtime.session, (state) => state.isAuth);
  return isAuth ? <PageShell title="home" /> : <SlotScreen slot="login" path="/" />;
}

/** /check-email shows the alert screen when the previous tab was /Alert (spec §2). */
function CheckEmailScreen() {
  const state = useRouterState({ select: (s) => s.location.state as { previousTab?: unknown } });
  return (
    <SlotScreen
      slot={String(state.previousTab).toLowerCase() === "/alert" ? "alert" : "checkEmail"}
      path="/check-email"
    />
  );
}

const routes = [
  createRoute({ getParentRoute: () => rootRoute, path: "/", component: RootScreen }),
  ...Object.entries(publicSlotRoutes).map(([path, slot]) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: slot === "checkEmail" ? CheckEmailScreen : () => <SlotScreen slot={slot} path={path} />,
    }),
  ),
  ...shellRoutes.map((path) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: () => <PageShell title={path.slice(1)} />,
    }),
  ),
];

const routeTree = rootRoute.addChildren(routes);

/**
 * The query string is opaque to this portal (spec §2, §4): an emailed link's encrypted payload, or a token to
 * validate. It is kept byte for byte instead of being parsed into key/value pairs and re-serialised, which
 * would rewrite `?abc%3D%3D` as `?abc%3D%3D=` and break the payload.
 */
const rawSearch = {
  parseSearch: (searchStr: string) => {
    const raw = searchStr.replace(/^\?/, "");
    return raw ? { raw } : {};
  },
  stringifySearch: (search: Record<string, unknown>) =>
    typeof search.raw === "string" && search.raw ? `?${search.raw}` : "",
};

/** The portal's router; tests pass a memory history, the app uses the browser's. */
export function createPortalRouter(history?: RouterHistory) {
  return createRouter({ routeTree, caseSensitive: false, ...rawSearch, ...(history ? { history } : {}) });
}
