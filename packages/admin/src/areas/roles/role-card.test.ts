import type { Privilege, Role } from "@gse/contract";
import { describe, expect, it } from "vitest";
import {
  allPrivilegesAssigned,
  applicationRows,
  newRoleValues,
  offeredPrivileges,
  roleSaveBody,
  roleValues,
  withAllPrivileges,
  withPrivilege,
  withVisibility,
} from "./role-card.ts";

const privilege = (id: number, name: string, application: string[], idstate = 0): Privilege => ({
  id,
  name,
  description: "",
  idstate,
  licence: false,
  isAuditable: false,
  application,
  createdon: "2026-01-01T00:00:00Z",
  sharedApps: "",
});

const privileges = [
  privilege(1, "NOMINA_LIQUIDAR", ["payroll"]),
  privilege(2, "NOMINA_CONSULTAR", ["payroll", "suite"]),
  privilege(3, "NOMINA_APROBAR", ["payroll"], 1),
  privilege(4, "OTP_RESTABLECER", ["RESETOTP"]),
];
const applications = [
  { id: 1, name: "payroll", title: "Nómina" },
  { id: 2, name: "suite", title: "Suite" },
  { id: 3, name: "RESETOTP", title: "Restablecimiento de OTP" },
];

describe("the role card's Aplicaciones tab (spec §2, §7)", () => {
  it("offers only the active privileges of the application, by name", () => {
    expect(offeredPrivileges(privileges, "payroll").map((p) => p.name)).toEqual([
      "NOMINA_CONSULTAR",
      "NOMINA_LIQUIDAR",
    ]);
    expect(offeredPrivileges(privileges, "RESETOTP")).toEqual([]);
  });

  it("lists every application but RESETOTP with the offered privileges the role holds, visible by default", () => {
    const entries = [{ name: "payroll", privilege: ["NOMINA_LIQUIDAR", "NOMINA_APROBAR"], isVisible: false }];
    expect(applicationRows(applications, privileges, entries)).toEqual([
      // NOMINA_APROBAR is inactive: held, but neither shown nor counted.
      { name: "payroll", title: "Nómina", count: 1, isVisible: false },
      { name: "suite", title: "Suite", count: 0, isVisible: true },
    ]);
  });

  it("switches one privilege, adding the application when the role was not in it", () => {
    const on = withPrivilege([], "suite", "NOMINA_CONSULTAR", true);
    expect(on).toEqual([{ name: "suite", privilege: ["NOMINA_CONSULTAR"], isVisible: true }]);
    expect(withPrivilege(on, "suite", "NOMINA_CONSULTAR", false)).toEqual([
      { name: "suite", privilege: [], isVisible: true },
    ]);
  });

  it("assigns all offered privileges, and takes only those away, keeping an inactive one held", () => {
    const offered = ["NOMINA_CONSULTAR", "NOMINA_LIQUIDAR"];
    const held = [{ name: "payroll", privilege: ["NOMINA_APROBAR"], isVisible: true }];
    const all = withAllPrivileges(held, "payroll", offered, true);
    expect(allPrivilegesAssigned(all, "payroll", offered)).toBe(true);
    expect(withAllPrivileges(all, "payroll", offered, false)[0]?.privilege).toEqual(["NOMINA_APROBAR"]);
    expect(allPrivilegesAssigned(held, "payroll", offered)).toBe(false);
    expect(allPrivilegesAssigned(held, "suite", [])).toBe(false);
  });

  it("sends an application the role holds a privilege in, or is hidden in; an empty visible one says nothing", () => {
    const entries = withVisibility(
      withPrivilege(
        [{ name: "documents", privilege: [], isVisible: true }],
        "payroll",
        "NOMINA_LIQUIDAR",
        true,
      ),
      "suite",
      false,
    );
    expect(roleSaveBody({ ...newRoleValues, name: " Cajero ", application: entries })).toEqual({
      id: 0,
      name: "Cajero",
      alias: "",
      description: "",
      application: [
        { name: "payroll", privilege: ["NOMINA_LIQUIDAR"], isVisible: true },
        { name: "suite", privilege: [], isVisible: false },
      ],
      idstate: "0",
    });
  });

  it("keeps an existing role's id and state (as the string the API takes)", () => {
    const stored: Role = {
      id: 7,
      name: "Auditor",
      alias: "aud",
      description: "Audita",
      idstate: 1,
      createdon: null,
      sharedApps: "Nómina",
      application: [{ name: "payroll", privilege: ["NOMINA_CONSULTAR"], isVisible: true }],
    };
    const body = roleSaveBody(roleValues(stored), stored);
    expect(body).toMatchObject({ id: 7, name: "Auditor", alias: "aud", description: "Audita", idstate: "1" });
    expect(body.application).toEqual(stored.application);
  });
});
