import { useLingui } from "@gse/sdk";
import { getRouteApi } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { ClosedRecord, MissingRecord, useRecordOutlet } from "../../routing/record-outlet.tsx";
import { newRecord } from "../../routing/record-params.ts";
import { NotificationFormScreen } from "./NotificationFormScreen.tsx";
import { isPending } from "./notification-list.ts";
import { useNotificationList } from "./notification-queries.ts";

const route = getRouteApi("/notifications/$notificationId");

/**
 * /notifications/<id> and /notifications/new: a pending notification's form in the list's place, read from the
 * list's records; an executed one cannot change, and the list says so as its row does (spec §4).
 */
export function NotificationRecordRoute(): ReactElement {
  const { _ } = useLingui();
  const { notificationId } = route.useParams();
  const { close } = useRecordOutlet();
  const list = useNotificationList();
  if (notificationId === newRecord) return <NotificationFormScreen onLeave={() => close()} />;
  if (list.isPending) return <p role="status">{_("Cargando")}</p>;
  const notification = list.data?.find((entry) => entry.id === notificationId);
  if (!notification) return <MissingRecord record={String(notificationId)} />;
  if (!isPending(notification)) {
    const message = _("La notificación ya fue ejecutada, no se puede modificar");
    return <ClosedRecord notice={{ kind: "notification", message }} />;
  }
  return <NotificationFormScreen key={notificationId} notification={notification} onLeave={() => close()} />;
}
