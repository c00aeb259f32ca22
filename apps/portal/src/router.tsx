import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
} from "@tanstack/react-router";
import { LoginRoute } from "./routes/LoginRoute.tsx";

const rootRoute = createRootRoute({ component: Outlet });

const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: "/login", component: LoginRoute });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: LoginRoute });

const routeTree = rootRoute.addChildren([indexRoute, loginRoute]);

/** The portal's router; tests pass a memory history, the app uses the browser's. */
export function createPortalRouter(history?: RouterHistory) {
  return createRouter({ routeTree, ...(history ? { history } : {}) });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
}
