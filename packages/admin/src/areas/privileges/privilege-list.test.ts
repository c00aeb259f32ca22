import type { Privilege } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { applicationTitles, creationDay, privilegePage, toggled } from "./privilege-list.ts";

const privilege = (id: number, name: string, idstate: number, createdon: string): Privilege => ({
  id,
  name,
  description: "",
  idstate,
  licence: false,
  isAuditable: false,
  application: ["payroll"],
  createdon,
  sharedApps: "Nómina",
});

const records = [
  privilege(1, "VER_NOMINA", 0, "2026-01-10T10:00:00Z"),
  privilege(2, "APROBAR", 1, "2026-03-01T10:00:00Z"),
  privilege(3, "CREAR", 0, "2026-02-01T10:00:00Z"),
];
const state = { page: 0, pageSize: 10 as const, sort: "newest", search: "" };

describe("the privileges list (spec §2)", () => {
  it("sorts Más reciente and Más antiguo by creation", () => {
    expect(privilegePage(records, state).rows.map((p) => p.id)).toEqual([2, 3, 1]);
    expect(privilegePage(records, { ...state, sort: "oldest" }).rows.map((p) => p.id)).toEqual([1, 3, 2]);
  });

  it("puts the chosen state first for Activo and Inactivo (0 is active)", () => {
    expect(privilegePage(records, { ...state, sort: "active" }).rows.map((p) => p.id)).toEqual([3, 1, 2]);
    expect(privilegePage(records, { ...state, sort: "inactive" }).rows[0]?.id).toBe(2);
  });

  it("searches ignoring case and accents, and pages what it found", () => {
    expect(privilegePage(records, { ...state, search: "nomina" }).total).toBe(3);
    expect(privilegePage(records, { ...state, search: "crear" }).rows.map((p) => p.id)).toEqual([3]);
    const second = privilegePage(records, { ...state, pageSize: 10, page: 1 });
    expect(second).toEqual({ rows: [], total: 3 });
  });

  it("shows the creation date as day/month/year", () => {
    expect(creationDay("2026-03-01T10:00:00Z")).toBe("01/03/2026");
    expect(creationDay(null)).toBe("");
  });

  it("a switch sends the whole privilege with only its state or licence changed", () => {
    expect(toggled(records[0] as Privilege, { idstate: 1 })).toMatchObject({
      id: 1,
      idstate: 1,
      licence: false,
    });
    expect(toggled(records[0] as Privilege, { licence: true })).toMatchObject({ idstate: 0, licence: true });
  });

  it("shows the applications by title (spec §3 sharedApps), without RESETOTP", () => {
    const shared = { ...(records[0] as Privilege), application: ["RESETOTP", "payroll", "retired"] };
    const apps = [
      { id: 1, name: "resetotp", title: "Restablecimiento de OTP" },
      { id: 2, name: "payroll", title: "Nómina" },
    ];
    expect(applicationTitles(shared, apps)).toEqual(["Nómina", "retired"]);
  });
});
