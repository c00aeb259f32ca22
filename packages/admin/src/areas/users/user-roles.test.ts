import type { Role } from "@gse/contract";
import { describe, expect, it } from "vitest";
import {
  allAssigned,
  cutRoleName,
  roleApplications,
  rolesOfApplication,
  sharedWith,
  withRoles,
} from "./user-roles.ts";

const role = (
  name: string,
  apps: readonly [name: string, title: string][],
  change: Partial<Role> = {},
): Role => ({
  id: name.length,
  name,
  description: "",
  alias: "",
  idstate: 0,
  createdon: null,
  sharedApps: apps.map(([, title]) => title).join(","),
  assigned: false,
  application: apps.map(([appName]) => ({ name: appName, privilege: [], isVisible: true })),
  ...change,
});

const roles = [
  role("Nómina operador", [["payroll", "Nómina"]]),
  role("Auditor", [
    ["payroll", "Nómina"],
    ["reports", "Reportes"],
  ]),
  role("Reportes consulta", [["reports", "Reportes"]]),
  role("Reportes operador", [["reports", "Reportes"]]),
  role("Soporte OTP", [["resetotp", "Restablecimiento de OTP"]]),
  role("Inactivo", [["payroll", "Nómina"]], { idstate: 1 }),
];
const none = roles.map((entry) => ({ role: entry.name, assigned: false }));
const holding = (...names: string[]) =>
  none.map((entry) => ({ ...entry, assigned: names.includes(entry.role) }));

describe("the roles tab (spec §2)", () => {
  it("lists applications with their counts, most of the user's roles first, RESETOTP hidden", () => {
    const stored = holding("Nómina operador", "Auditor");
    expect(roleApplications(roles, stored, stored)).toEqual([
      { name: "payroll", title: "Nómina", roles: 2, assigned: 2 },
      { name: "reports", title: "Reportes", roles: 3, assigned: 1 },
    ]);
  });

  it("with no roles held, puts the application with the most roles first", () => {
    expect(roleApplications(roles, none, none).map((app) => app.name)).toEqual(["reports", "payroll"]);
  });

  it("keeps the order of the record while the counts follow the switches", () => {
    const current = holding("Reportes consulta", "Reportes operador", "Auditor");
    expect(roleApplications(roles, current, none).map((app) => [app.name, app.assigned])).toEqual([
      ["reports", 3],
      ["payroll", 1],
    ]);
  });

  it("lists an application's active roles, assigned first, then by name", () => {
    const stored = holding("Reportes operador");
    expect(rolesOfApplication(roles, "reports", stored).map((entry) => entry.name)).toEqual([
      "Reportes operador",
      "Auditor",
      "Reportes consulta",
    ]);
    expect(rolesOfApplication(roles, "payroll", none).map((entry) => entry.name)).not.toContain("Inactivo");
  });

  it("leaves out a role where it is not visible", () => {
    const hidden = role("Oculto", [["payroll", "Nómina"]], {
      application: [{ name: "payroll", privilege: [], isVisible: false }],
    });
    expect(rolesOfApplication([hidden], "payroll", none)).toEqual([]);
  });

  it("cuts a role name at 40 characters", () => {
    expect(cutRoleName("a".repeat(40))).toBe("a".repeat(40));
    expect(cutRoleName("b".repeat(41))).toBe(`${"b".repeat(40)}…`);
  });

  it("names the other applications a role is shared with", () => {
    expect(sharedWith(roles[1] as Role, "Nómina")).toEqual(["Reportes"]);
  });

  it("assigns all roles of the table and says when all are", () => {
    const names = ["Reportes consulta", "Reportes operador"];
    const all = withRoles(none, names, true);
    expect(allAssigned(all, names)).toBe(true);
    expect(all.map((entry) => entry.role)).toEqual(none.map((entry) => entry.role));
    expect(allAssigned(withRoles(all, ["Reportes consulta"], false), names)).toBe(false);
    expect(allAssigned(none, [])).toBe(false);
  });
});
