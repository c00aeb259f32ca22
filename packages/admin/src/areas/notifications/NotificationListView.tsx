import type { Notification } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import styled from "styled-components";
import { AppNamesCell } from "../../pieces/AppNamesCell.tsx";
import { splitSharedApps } from "../../pieces/app-names.ts";
import type { DataTableColumn } from "../../pieces/DataTable.tsx";
import { DeleteAction } from "../../pieces/DeleteAction.tsx";
import { ListPage } from "../../pieces/ListPage.tsx";
import type { ListState } from "../../pieces/list-state.ts";
import { StateChip } from "../../pieces/StateChip.tsx";
import {
  isPending,
  notificationSearchText,
  notificationSortOptions,
  sendingDay,
} from "./notification-list.ts";

export interface NotificationListViewProps {
  /** The page to show, already searched, sorted and cut (notification-list.ts). */
  readonly notifications: readonly Notification[];
  readonly total: number;
  readonly state: ListState;
  readonly onStateChange: (next: ListState) => void;
  readonly loading: boolean;
  /** A row clicked: the screen opens a pending one and says an executed one cannot change. */
  readonly onOpen: (notification: Notification) => void;
  readonly onCreate: () => void;
  /** Delete accepted: settle when the list has the answer. */
  readonly onDelete: (notification: Notification) => Promise<void>;
  /** A failure's text, shown above the table. */
  readonly problem?: string | undefined;
}

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
`;

/** Spec §4: only a pending notification has the delete icon, which asks '¿Desea eliminar esta notificación?'. */
function StateCell({
  notification,
  onDelete,
}: {
  notification: Notification;
  onDelete: () => Promise<void>;
}) {
  const { _ } = useLingui();
  return (
    <Cell>
      <StateChip tone={isPending(notification) ? "on" : "off"}>
        {isPending(notification) ? _("PENDIENTE") : _("EJECUTADA")}
      </StateChip>
      {isPending(notification) && (
        <DeleteAction
          label={_("Eliminar la notificación {reason}", { reason: notification.reason })}
          question={_("¿Desea eliminar esta notificación?")}
          answers={{ cancel: _("Cancelar"), confirm: _("Aceptar") }}
          onDelete={onDelete}
        />
      )}
    </Cell>
  );
}

/** /notifications (administration spec §2 "Email notifications"): reason, subject, applications, date, state. */
export function NotificationListView({
  notifications,
  total,
  state,
  onStateChange,
  loading,
  onOpen,
  onCreate,
  onDelete,
  problem,
}: NotificationListViewProps) {
  const { _ } = useLingui();
  const columns: DataTableColumn<Notification>[] = [
    { id: "reason", header: _("Motivo"), cell: (row) => row.reason, text: notificationSearchText },
    { id: "subject", header: _("Asunto"), cell: (row) => row.subjectName },
    {
      id: "applications",
      header: _("Aplicaciones"),
      cell: (row) => <AppNamesCell names={splitSharedApps(row.sharedApps)} />,
    },
    { id: "executionDate", header: _("Fecha de envío"), cell: (row) => sendingDay(row.executionDate) },
    {
      id: "state",
      header: _("Estado"),
      cell: (row) => <StateCell notification={row} onDelete={() => onDelete(row)} />,
    },
  ];
  return (
    <ListPage
      title={_("Notificaciones de correo")}
      problem={problem}
      columns={columns}
      rows={notifications}
      rowKey={(row) => String(row.id)}
      total={total}
      state={state}
      onStateChange={onStateChange}
      sortOptions={notificationSortOptions(_)}
      loading={loading}
      onOpen={onOpen}
      create={{ label: _("Crear notificación"), onCreate }}
    />
  );
}
