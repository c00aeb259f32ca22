import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { notificationSorts } from "../areas/notifications/notification-list.ts";
import { listSearchDefaults, listSearchSchema } from "../routing/list-search.ts";
import { rootRoute } from "./__root.tsx";

/** /notifications: the scheduled emails, the list's state in the address; a pending one opens beneath it. */
export const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/notifications",
  validateSearch: listSearchSchema(notificationSorts),
  // The defaults are left out of the address: `/users` and `/users?page=1&pageSize=10` are one address.
  search: { middlewares: [stripSearchParams(listSearchDefaults(notificationSorts))] },
  component: lazyRouteComponent(
    () => import("../areas/notifications/NotificationsScreen.tsx"),
    "NotificationsScreen",
  ),
});
