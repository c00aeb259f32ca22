import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { listSearchDefaults, listSearchSchema, stateSorts } from "../routing/list-search.ts";
import { rootRoute } from "./__root.tsx";

/** /users: the directory, its page, size, sort and search in the address; a user opens beneath it. */
export const usersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/users",
  validateSearch: listSearchSchema(stateSorts),
  // The defaults are left out of the address: `/users` and `/users?page=1&pageSize=10` are one address.
  search: { middlewares: [stripSearchParams(listSearchDefaults(stateSorts))] },
  component: lazyRouteComponent(() => import("../areas/users/UsersScreen.tsx"), "UsersScreen"),
});
