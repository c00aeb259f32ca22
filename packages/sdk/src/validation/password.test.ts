import { describe, expect, it } from "vitest";
import {
  checkNewPassword,
  checkPassword,
  isStrongPassword,
  NewPasswordFormSchema,
  PASSWORD_SPECIAL_CHARACTERS,
  PasswordSchema,
} from "./password.ts";
import { validateField, validateForm } from "./rules.ts";

const passed = (password: string) =>
  Object.fromEntries(checkPassword(password).map(({ rule, passed }) => [rule, passed]));

describe("password strength (spec §5)", () => {
  it("lists the five rules, in order, each with its checklist label", () => {
    expect(checkPassword("")).toEqual([
      { rule: "length", label: { id: "Mínimo 8 caracteres" }, passed: false },
      { rule: "uppercase", label: { id: "Una letra mayúscula" }, passed: false },
      { rule: "lowercase", label: { id: "Una letra minúscula" }, passed: false },
      { rule: "digit", label: { id: "Un número" }, passed: false },
      {
        rule: "special",
        label: { id: "Un carácter especial entre !#$%&/(){}<=>?¿¡*;:,.+_-" },
        passed: false,
      },
    ]);
  });

  it("needs at least 8 characters", () => {
    expect(passed("Ab1!xyz").length).toBe(false);
    expect(passed("Ab1!wxyz").length).toBe(true);
  });

  it("needs one uppercase letter", () => {
    expect(passed("ab1!wxyz").uppercase).toBe(false);
    expect(passed("aB1!wxyz").uppercase).toBe(true);
  });

  it("needs one lowercase letter", () => {
    expect(passed("AB1!WXYZ").lowercase).toBe(false);
    expect(passed("Ab1!WXYZ").lowercase).toBe(true);
  });

  it("needs one digit", () => {
    expect(passed("Abc!wxyz").digit).toBe(false);
    expect(passed("Ab1!wxyz").digit).toBe(true);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])("counts %s as a special character", (special) => {
    expect(passed(`Abcdef1${special}`).special).toBe(true);
  });

  it("needs one special character from !#$%&/(){}<=>?¿¡*;:,.+_-", () => {
    expect(passed("Abcdefg1").special).toBe(false);
  });

  it.each([
    ["@", "Demo@2026!"],
    ["a space", "Demo 2026!"],
    ["a quote", "Demo'2026!"],
    ["an emoji", "Demo🔑2026!"],
  ])("refuses %s: every non-alphanumeric must come from the special set", (_, password) => {
    expect(passed(password).special).toBe(false);
    expect(isStrongPassword(password)).toBe(false);
  });

  it("counts ñ, Ñ and accented letters as letters, as the server does", () => {
    expect(isStrongPassword("Ñandú!2026")).toBe(true);
    expect(passed("ÑANDÚ!2026").lowercase).toBe(false);
    expect(passed("ñandú!2026").uppercase).toBe(false);
  });

  it("accepts the demo password Demo!2026", () => {
    expect(checkPassword("Demo!2026").every((check) => check.passed)).toBe(true);
    expect(validateField(PasswordSchema, "Demo!2026")).toBeUndefined();
  });

  it("says 'La contraseña no cumple con el nivel mínimo de seguridad requerida.' when a rule fails", () => {
    expect(validateField(PasswordSchema, "demo2026")).toEqual({
      id: "La contraseña no cumple con el nivel mínimo de seguridad requerida.",
    });
  });
});

describe("new password and its confirmation (spec §5)", () => {
  it("says 'Las contraseñas no coinciden.' when the confirmation differs", () => {
    expect(validateForm(NewPasswordFormSchema, { password: "Demo!2026", confirmation: "Demo!2027" })).toEqual(
      {
        ok: false,
        errors: { confirmation: { id: "Las contraseñas no coinciden." } },
      },
    );
  });

  it("reports a weak password and a mismatch together", () => {
    expect(validateForm(NewPasswordFormSchema, { password: "demo", confirmation: "dem" }).errors).toEqual({
      password: { id: "La contraseña no cumple con el nivel mínimo de seguridad requerida." },
      confirmation: { id: "Las contraseñas no coinciden." },
    });
  });

  it("passes a strong password confirmed", () => {
    expect(validateForm(NewPasswordFormSchema, { password: "Demo!2026", confirmation: "Demo!2026" })).toEqual(
      {
        ok: true,
        value: { password: "Demo!2026", confirmation: "Demo!2026" },
        errors: {},
      },
    );
  });

  it("keeps submit disabled until both fields are filled", () => {
    expect(checkNewPassword({ password: "Demo!2026", confirmation: "" }).canSubmit).toBe(false);
    expect(checkNewPassword({ password: "", confirmation: "Demo!2026" }).canSubmit).toBe(false);
    expect(checkNewPassword({ password: "demo", confirmation: "x" }).canSubmit).toBe(true);
  });

  it("gives the live checklist, the errors and whether the form may be sent", () => {
    const check = checkNewPassword({ password: "Demo!2026", confirmation: "Demo!2026" });
    expect(check).toMatchObject({ ok: true, canSubmit: true, errors: {} });
    expect(check.checklist.map((line) => line.passed)).toEqual([true, true, true, true, true]);
  });

  it("says 'Campo obligatorio' for an empty field", () => {
    expect(checkNewPassword({ password: "", confirmation: "" }).errors).toEqual({
      password: { id: "Campo obligatorio" },
      confirmation: { id: "Campo obligatorio" },
    });
  });
});
