import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { UnreadableRecord } from "../routing/record-outlet.tsx";
import { NumberedRecordKey, recordKey, recordSegment } from "../routing/record-params.ts";
import { notificationsRoute } from "./notifications.tsx";

/** /notifications/<id> and /notifications/new: a pending notification's form (one tab) in the list's place. */
export const notificationRoute = createRoute({
  getParentRoute: () => notificationsRoute,
  path: "$notificationId",
  params: {
    parse: ({ notificationId }) => ({ notificationId: recordKey(NumberedRecordKey, notificationId) }),
    stringify: ({ notificationId }) => ({ notificationId: recordSegment(notificationId) }),
  },
  component: lazyRouteComponent(
    () => import("../areas/notifications/NotificationRecordRoute.tsx"),
    "NotificationRecordRoute",
  ),
  notFoundComponent: UnreadableRecord,
});
