import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  stripSearchParams,
} from "@tanstack/react-router";
import { notificationSorts } from "../areas/notifications/notification-list.ts";
import { ConsoleShell } from "../shell/ConsoleShell.tsx";
import { inactiveFirstSorts, listSearchDefaults, listSearchSchema, stateSorts } from "./list-search.ts";

/** What every route's loader and component can reach. */
export interface ConsoleRouterContext {
  readonly queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<ConsoleRouterContext>()({ component: ConsoleShell });

// Route components are split: each loads when its route is first visited (the shell and /home come first).
const home = lazyRouteComponent(() => import("../areas/home/HomeScreen.tsx"), "HomeScreen");
/** A list route: its page, size, sort and search live in the URL, defaults left out of it. */
function listRoute<const TPath extends string, const TSort extends string>(
  path: TPath,
  component: ReturnType<typeof lazyRouteComponent>,
  sorts: readonly [TSort, ...TSort[]] = stateSorts as unknown as readonly [TSort, ...TSort[]],
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: listSearchSchema(sorts),
    search: { middlewares: [stripSearchParams(listSearchDefaults(sorts))] },
    component,
  });
}

/** The protected routes of administration spec §2; matching ignores case, as the public routes' does. */
export const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: "/", component: home }),
  createRoute({ getParentRoute: () => rootRoute, path: "/home", component: home }),
  listRoute(
    "/users",
    lazyRouteComponent(() => import("../areas/users/UsersScreen.tsx"), "UsersScreen"),
  ),
  listRoute(
    "/privileges",
    lazyRouteComponent(() => import("../areas/privileges/PrivilegesScreen.tsx"), "PrivilegesScreen"),
  ),
  listRoute(
    "/roles",
    lazyRouteComponent(() => import("../areas/roles/RolesScreen.tsx"), "RolesScreen"),
  ),
  listRoute(
    "/apps",
    lazyRouteComponent(() => import("../areas/apps/AppsScreen.tsx"), "AppsScreen"),
    inactiveFirstSorts,
  ),
  createRoute({
    getParentRoute: () => rootRoute,
    path: "/menuSettings",
    component: lazyRouteComponent(
      () => import("../areas/menus/MenuSettingsScreen.tsx"),
      "MenuSettingsScreen",
    ),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: "/brands",
    component: lazyRouteComponent(() => import("../areas/brands/BrandsScreen.tsx"), "BrandsScreen"),
  }),
  listRoute(
    "/notifications",
    lazyRouteComponent(() => import("../areas/notifications/NotificationsScreen.tsx"), "NotificationsScreen"),
    notificationSorts,
  ),
]);
