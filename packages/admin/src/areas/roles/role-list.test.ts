import type { Role } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { roleApplicationTitles, rolePage, roleWithState } from "./role-list.ts";

const role = (id: number, name: string, idstate: number, createdon: string): Role => ({
  id,
  name,
  description: "",
  alias: "",
  idstate,
  createdon,
  sharedApps: "Nómina",
  application: [{ name: "payroll", privilege: ["NOMINA_CONSULTAR"], isVisible: true }],
});

const first = role(1, "Nómina consulta", 0, "2026-01-10T10:00:00Z");
const records = [
  first,
  role(2, "Auditor", 1, "2026-03-01T10:00:00Z"),
  role(3, "Cajero", 0, "2026-02-01T10:00:00Z"),
];
const state = { page: 0, pageSize: 10 as const, sort: "newest", search: "" };

describe("the roles list (spec §2)", () => {
  it("sorts Más reciente and Más antiguo by creation", () => {
    expect(rolePage(records, state).rows.map((r) => r.id)).toEqual([2, 3, 1]);
    expect(rolePage(records, { ...state, sort: "oldest" }).rows.map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it("puts the chosen state first for Activo and Inactivo (0 is active)", () => {
    expect(rolePage(records, { ...state, sort: "active" }).rows.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(rolePage(records, { ...state, sort: "inactive" }).rows.map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it("searches without regard to accents and case, and cuts pages", () => {
    expect(rolePage(records, { ...state, search: "CAJÉRO" }).rows.map((r) => r.id)).toEqual([3]);
    const many = Array.from({ length: 12 }, (_, i) => role(i + 1, `R${i}`, 0, "2026-01-01T00:00:00Z"));
    const second = rolePage(many, { ...state, page: 1 });
    expect(second.total).toBe(12);
    expect(second.rows).toHaveLength(2);
  });

  it("shows the applications' titles without RESETOTP", () => {
    const held: Role = {
      ...first,
      application: [
        { name: "RESETOTP", privilege: ["otp.reset"], isVisible: true },
        { name: "payroll", privilege: [], isVisible: true },
        { name: "unknown", privilege: [], isVisible: false },
      ],
    };
    const apps = [
      { id: 1, name: "resetotp", title: "Restablecimiento de OTP" },
      { id: 2, name: "payroll", title: "Nómina" },
    ];
    expect(roleApplicationTitles(held, apps)).toEqual(["Nómina", "unknown"]);
  });

  it('sends idstate as the string "0" to activate and "1" to inactivate (spec §4), the rest unchanged', () => {
    expect(roleWithState(first, false)).toEqual({
      id: 1,
      name: "Nómina consulta",
      description: "",
      alias: "",
      application: [{ name: "payroll", privilege: ["NOMINA_CONSULTAR"], isVisible: true }],
      idstate: "1",
    });
    expect(roleWithState(first, true).idstate).toBe("0");
  });
});
