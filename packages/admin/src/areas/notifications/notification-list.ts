import { type Notification, NotificationState } from "@gse/contract";
import type { SortOption } from "../../pieces/DataTable.tsx";
import { filterRows, type ListState } from "../../pieces/list-state.ts";

/** The notification list's sorts (spec §2, §9): Pendiente, Ejecutada, Más reciente, Más antiguo. */
export const notificationSorts = ["pending", "executed", "newest", "oldest"] as const;

/** The sorts labelled by the screen's translator. */
export function notificationSortOptions(_: (id: string) => string): readonly SortOption[] {
  return [
    { value: "pending", label: _("Pendiente") },
    { value: "executed", label: _("Ejecutada") },
    { value: "newest", label: _("Más reciente") },
    { value: "oldest", label: _("Más antiguo") },
  ];
}

/** Spec §4: only PENDIENTE notifications can be edited or deleted. */
export const isPending = (notification: Pick<Notification, "stateName">) =>
  notification.stateName === NotificationState.pending;

const time = (notification: Notification) =>
  (notification.createdon ? Date.parse(notification.createdon) : 0) || 0;
const newest = (a: Notification, b: Notification) => time(b) - time(a) || b.id - a.id;

/** Pendiente and Ejecutada put that state first (then the newest); the others go by creation. */
const orders: Record<string, (a: Notification, b: Notification) => number> = {
  pending: (a, b) => Number(isPending(b)) - Number(isPending(a)) || newest(a, b),
  executed: (a, b) => Number(isPending(a)) - Number(isPending(b)) || newest(a, b),
  newest,
  oldest: (a, b) => time(a) - time(b) || a.id - b.id,
};

/** What a search looks in: the reason, the subject, the applications and the state. */
export const notificationSearchText = (notification: Notification) =>
  `${notification.reason} ${notification.subjectName} ${notification.sharedApps} ${notification.stateName}`;

/** The list answers every notification (spec §7): the page `state` asks for, searched, sorted and cut here. */
export function notificationPage(records: readonly Notification[], state: ListState) {
  const found = filterRows(records, notificationSearchText, state.search);
  const sorted = [...found].sort(orders[state.sort] ?? orders.pending);
  const start = state.page * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), total: sorted.length };
}

/** The date of sending as day/month/year, read from the server's local date and time. */
export function sendingDay(executionDate: string): string {
  const [year, month, day] = executionDate.slice(0, 10).split("-");
  return year && month && day ? `${day}/${month}/${year}` : "";
}
