import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { listSearchDefaults, listSearchSchema, stateSorts } from "../routing/list-search.ts";
import { rootRoute } from "./__root.tsx";

/** /privileges: the privileges, the list's state in the address; a privilege's card opens beneath it. */
export const privilegesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/privileges",
  validateSearch: listSearchSchema(stateSorts),
  // The defaults are left out of the address: `/users` and `/users?page=1&pageSize=10` are one address.
  search: { middlewares: [stripSearchParams(listSearchDefaults(stateSorts))] },
  component: lazyRouteComponent(() => import("../areas/privileges/PrivilegesScreen.tsx"), "PrivilegesScreen"),
});
