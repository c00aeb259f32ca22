import { useLingui } from "@gse/sdk";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useState } from "react";
import { listFailureText } from "../../data/console-api.ts";
import { AlertDialog, type AlertKind } from "../../pieces/AlertDialog.tsx";
import { type ListSearch, toListSearch, toListState } from "../../routing/list-search.ts";
import {
  type ClosingNotice,
  openedFromList,
  RecordOutlet,
  useRecordOpen,
} from "../../routing/record-outlet.tsx";
import { newRecord } from "../../routing/record-params.ts";
import { NotificationListView } from "./NotificationListView.tsx";
import { isPending, notificationPage, notificationSorts } from "./notification-list.ts";
import { useDeleteNotification, useNotificationList } from "./notification-queries.ts";

const route = getRouteApi("/notifications");

/**
 * /notifications (spec §2, §4): the list's state lives in the URL; a pending notification opens in its form at
 * its own address (/notifications/<id>, /notifications/new) in the list's place, an executed one only says it
 * cannot change; delete asks, then shows the server's answer and reloads.
 */
export function NotificationsScreen(): ReactElement {
  const { _ } = useLingui();
  const search: ListSearch<(typeof notificationSorts)[number]> = route.useSearch();
  const navigate = route.useNavigate();
  const state = toListState(search);
  const list = useNotificationList();
  const remove = useDeleteNotification();
  const [alert, setAlert] = useState<{ kind: AlertKind; message: string }>();
  const recordOpen = useRecordOpen();
  const page = notificationPage(list.data ?? [], state);
  const problem = listFailureText(list.error);

  const closed = (after: ClosingNotice) => {
    if (after.kind === "missing")
      setAlert({ kind: "error", message: _("No se encontró la notificación {id}", { id: after.record }) });
    else if (after.kind !== "confirmation") setAlert(after);
  };
  const open = (notificationId: number | typeof newRecord) =>
    void navigate({
      to: "/notifications/$notificationId",
      params: { notificationId },
      search: true,
      state: openedFromList,
    });
  if (recordOpen) return <RecordOutlet list="/notifications" onClosed={closed} />;

  return (
    <>
      <NotificationListView
        notifications={page.rows}
        total={page.total}
        state={state}
        onStateChange={(next) =>
          void navigate({ to: "/notifications", search: toListSearch(next, notificationSorts) })
        }
        loading={list.isFetching}
        onOpen={(notification) =>
          isPending(notification)
            ? open(notification.id)
            : setAlert({
                kind: "notification",
                message: _("La notificación ya fue ejecutada, no se puede modificar"),
              })
        }
        onCreate={() => open(newRecord)}
        onDelete={async (notification) => {
          try {
            setAlert({ kind: "notification", message: await remove.mutateAsync(notification.id) });
          } catch (error) {
            const message = listFailureText(error);
            if (message) setAlert({ kind: "error", message });
          }
        }}
        problem={problem}
      />
      <AlertDialog
        open={alert !== undefined}
        kind={alert?.kind ?? "notification"}
        message={alert?.message ?? ""}
        onClose={() => setAlert(undefined)}
      />
    </>
  );
}
