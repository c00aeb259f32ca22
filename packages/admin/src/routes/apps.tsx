import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { inactiveFirstSorts, listSearchDefaults, listSearchSchema } from "../routing/list-search.ts";
import { rootRoute } from "./__root.tsx";

/** /apps: the applications, inactive first, the list's state in the address; an application opens beneath it. */
export const appsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/apps",
  validateSearch: listSearchSchema(inactiveFirstSorts),
  // The defaults are left out of the address: `/users` and `/users?page=1&pageSize=10` are one address.
  search: { middlewares: [stripSearchParams(listSearchDefaults(inactiveFirstSorts))] },
  component: lazyRouteComponent(() => import("../areas/apps/AppsScreen.tsx"), "AppsScreen"),
});
