import type { Notification } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useState } from "react";
import { listFailureText } from "../../data/console-api.ts";
import { AlertDialog, type AlertKind } from "../../pieces/AlertDialog.tsx";
import { type ListSearch, toListSearch, toListState } from "../../routing/list-search.ts";
import { NotificationFormScreen } from "./NotificationFormScreen.tsx";
import { NotificationListView } from "./NotificationListView.tsx";
import { isPending, notificationPage, notificationSorts } from "./notification-list.ts";
import { useDeleteNotification, useNotificationList } from "./notification-queries.ts";

const route = getRouteApi("/notifications");

/**
 * /notifications (spec §2, §4): the list's state lives in the URL; a pending notification opens in its form,
 * an executed one only says it cannot change; delete asks, then shows the server's answer and reloads.
 */
export function NotificationsScreen(): ReactElement {
  const { _ } = useLingui();
  const search: ListSearch<(typeof notificationSorts)[number]> = route.useSearch();
  const navigate = route.useNavigate();
  const state = toListState(search);
  const list = useNotificationList();
  const remove = useDeleteNotification();
  const [alert, setAlert] = useState<{ kind: AlertKind; message: string }>();
  const [form, setForm] = useState<Notification | "new">();
  const page = notificationPage(list.data ?? [], state);
  const problem = listFailureText(list.error);

  if (form !== undefined) {
    return (
      <NotificationFormScreen
        {...(form === "new" ? {} : { notification: form })}
        onLeave={() => setForm(undefined)}
      />
    );
  }

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
            ? setForm(notification)
            : setAlert({
                kind: "notification",
                message: _("La notificación ya fue ejecutada, no se puede modificar"),
              })
        }
        onCreate={() => setForm("new")}
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
