import type * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  firstRuleMessage,
  PRIVILEGE_NAME_MAX,
  PrivilegeApplicationsRule,
  PrivilegeDescriptionRule,
  PrivilegeFormSchema,
  PrivilegeNameRule,
  RoleAliasRule,
  RoleDataFormSchema,
  RoleDescriptionRule,
  RoleNameRule,
  RolePrivilegesRule,
} from "./privilege-role-rules.ts";

const issueOf = (schema: v.GenericSchema, value: unknown) => firstRuleMessage(schema, value);

describe("privilege (spec §5 'Privilege')", () => {
  describe("name: required, letters, digits and underscore, 50 in the schema", () => {
    it("is required, blank counts as missing: 'Campo obligatorio'", () => {
      expect(issueOf(PrivilegeNameRule, "")).toBe("Campo obligatorio");
      expect(issueOf(PrivilegeNameRule, "   ")).toBe("Campo obligatorio");
      expect(issueOf(PrivilegeNameRule, undefined)).toBe("Campo obligatorio");
    });
    it("takes 50 characters and refuses 51", () => {
      expect(PRIVILEGE_NAME_MAX).toBe(50);
      expect(issueOf(PrivilegeNameRule, "a".repeat(50))).toBeUndefined();
      expect(issueOf(PrivilegeNameRule, "a".repeat(51))).toBe("Debe tener máximo 50 caracteres.");
    });
    it("takes letters, digits and underscore", () => {
      expect(issueOf(PrivilegeNameRule, "CREAR_USUARIO_2")).toBeUndefined();
    });
    it.each([["CREAR USUARIO"], ["CREAR-USUARIO"], ["AÑADIR"], ["crear.usuario"], ["ópera"]])(
      "refuses %j (spaces, special characters, accents)",
      (name) => {
        expect(issueOf(PrivilegeNameRule, name)).toBe(
          "Solo se admiten letras, números y guion bajo, sin espacios.",
        );
      },
    );
  });

  it("description: up to 100 characters, empty allowed", () => {
    expect(issueOf(PrivilegeDescriptionRule, "")).toBeUndefined();
    expect(issueOf(PrivilegeDescriptionRule, "d".repeat(100))).toBeUndefined();
    expect(issueOf(PrivilegeDescriptionRule, "d".repeat(101))).toBe("Debe tener máximo 100 caracteres.");
  });

  it("applications: at least one, 'Se requiere minimo una aplicación'", () => {
    expect(issueOf(PrivilegeApplicationsRule, [])).toBe("Se requiere minimo una aplicación");
    expect(issueOf(PrivilegeApplicationsRule, [""])).toBe("Se requiere minimo una aplicación");
    expect(issueOf(PrivilegeApplicationsRule, ["payroll"])).toBeUndefined();
  });

  it("the whole card passes with valid fields and names the first broken rule otherwise", () => {
    const valid = {
      name: "VER_NOMINA",
      description: "",
      licence: false,
      isAuditable: true,
      application: ["payroll"],
    };
    expect(issueOf(PrivilegeFormSchema, valid)).toBeUndefined();
    expect(issueOf(PrivilegeFormSchema, { ...valid, application: [] })).toBe(
      "Se requiere minimo una aplicación",
    );
    expect(issueOf(PrivilegeFormSchema, { ...valid, name: "" })).toBe("Campo obligatorio");
  });
});

describe("role (spec §5 'Role')", () => {
  describe("name: required, 100, letters, digits, accents, spaces and underscore", () => {
    it("is required: 'Campo obligatorio'", () => {
      expect(issueOf(RoleNameRule, "")).toBe("Campo obligatorio");
      expect(issueOf(RoleNameRule, "  ")).toBe("Campo obligatorio");
    });
    it("takes 100 characters and refuses 101", () => {
      expect(issueOf(RoleNameRule, "r".repeat(100))).toBeUndefined();
      expect(issueOf(RoleNameRule, "r".repeat(101))).toBe("Debe tener máximo 100 caracteres.");
    });
    it("takes accents, ñ, spaces, digits and underscore", () => {
      expect(issueOf(RoleNameRule, "Administración de nómina_2 Año")).toBeUndefined();
    });
    it.each([["Rol-1"], ["Rol.admin"], ["Rol@"], ["Rol/1"]])("refuses %j", (name) => {
      expect(issueOf(RoleNameRule, name)).toBe(
        "Solo se admiten letras, números, tildes, espacios y guion bajo.",
      );
    });
  });

  describe("alias: 100, letters, digits, accents and spaces", () => {
    it("may be empty, takes 100 and refuses 101", () => {
      expect(issueOf(RoleAliasRule, "")).toBeUndefined();
      expect(issueOf(RoleAliasRule, "a".repeat(100))).toBeUndefined();
      expect(issueOf(RoleAliasRule, "a".repeat(101))).toBe("Debe tener máximo 100 caracteres.");
    });
    it("takes accents and spaces, refuses the underscore the name allows", () => {
      expect(issueOf(RoleAliasRule, "Gestión nómina 2")).toBeUndefined();
      expect(issueOf(RoleAliasRule, "gestion_nomina")).toBe(
        "Solo se admiten letras, números, tildes y espacios.",
      );
    });
  });

  it("description: up to 100 characters", () => {
    expect(issueOf(RoleDescriptionRule, "d".repeat(100))).toBeUndefined();
    expect(issueOf(RoleDescriptionRule, "d".repeat(101))).toBe("Debe tener máximo 100 caracteres.");
  });

  it("the Datos tab passes as a whole", () => {
    expect(issueOf(RoleDataFormSchema, { name: "Nómina", alias: "", description: "" })).toBeUndefined();
    expect(issueOf(RoleDataFormSchema, { name: "", alias: "", description: "" })).toBe("Campo obligatorio");
  });

  it("privileges: at least one in total, '*Se requiere mínimo un privilegio'", () => {
    expect(issueOf(RolePrivilegesRule, [])).toBe("*Se requiere mínimo un privilegio");
    expect(
      issueOf(RolePrivilegesRule, [
        { name: "payroll", privilege: [] },
        { name: "selfservice", privilege: [] },
      ]),
    ).toBe("*Se requiere mínimo un privilegio");
    expect(
      issueOf(RolePrivilegesRule, [
        { name: "payroll", privilege: [] },
        { name: "selfservice", privilege: ["VER_NOMINA"] },
      ]),
    ).toBeUndefined();
  });
});
