import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { listSearchDefaults, listSearchSchema, stateSorts } from "../routing/list-search.ts";
import { rootRoute } from "./__root.tsx";

/** /roles: the roles, the list's state in the address; a role's card opens beneath it. */
export const rolesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/roles",
  validateSearch: listSearchSchema(stateSorts),
  // The defaults are left out of the address: `/users` and `/users?page=1&pageSize=10` are one address.
  search: { middlewares: [stripSearchParams(listSearchDefaults(stateSorts))] },
  component: lazyRouteComponent(() => import("../areas/roles/RolesScreen.tsx"), "RolesScreen"),
});
