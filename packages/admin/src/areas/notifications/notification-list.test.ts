import type { Notification } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { isPending, notificationPage, sendingDay } from "./notification-list.ts";

const row = (id: number, stateName: "PENDIENTE" | "EJECUTADA", createdon: string, reason = `Motivo ${id}`) =>
  ({
    id,
    reason,
    subjectId: 1,
    subjectName: "Asunto",
    templateId: 1,
    sharedApps: "Nómina, Suite",
    applicationIds: [1, 2],
    variables: "{}",
    executionDate: "2026-12-01T23:59:00",
    stateName,
    idstate: stateName === "PENDIENTE" ? 0 : 1,
    createdon,
  }) satisfies Notification;

const records = [
  row(1, "EJECUTADA", "2026-01-01T00:00:00Z"),
  row(2, "PENDIENTE", "2026-02-01T00:00:00Z"),
  row(3, "EJECUTADA", "2026-03-01T00:00:00Z", "Cierre de nómina"),
  row(4, "PENDIENTE", "2026-04-01T00:00:00Z"),
];
const ids = (sort: string, search = "") =>
  notificationPage(records, { page: 0, pageSize: 10, sort, search }).rows.map(
    (notification) => notification.id,
  );

describe("the notification list (spec §2)", () => {
  it("sorts Pendiente and Ejecutada first, then the newest; Más reciente and Más antiguo by creation", () => {
    expect(ids("pending")).toEqual([4, 2, 3, 1]);
    expect(ids("executed")).toEqual([3, 1, 4, 2]);
    expect(ids("newest")).toEqual([4, 3, 2, 1]);
    expect(ids("oldest")).toEqual([1, 2, 3, 4]);
  });

  it("searches the reason, subject, applications and state, and cuts pages", () => {
    expect(ids("newest", "cierre")).toEqual([3]);
    expect(notificationPage(records, { page: 1, pageSize: 10, sort: "newest", search: "" }).rows).toEqual([]);
    expect(notificationPage(records, { page: 0, pageSize: 10, sort: "newest", search: "" }).total).toBe(4);
  });

  it("lets only pending ones be edited, and shows the date of sending as day/month/year", () => {
    expect(records.filter(isPending).map((notification) => notification.id)).toEqual([2, 4]);
    expect(sendingDay("2026-12-01T23:59:00")).toBe("01/12/2026");
  });
});
