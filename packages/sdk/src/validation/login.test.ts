import { describe, expect, it } from "vitest";
import { CertificateLoginFormSchema, LoginFormSchema } from "./login.ts";
import { validateForm } from "./rules.ts";

describe("login form (spec §5)", () => {
  it("requires the user name and the password: 'Campo obligatorio'", () => {
    expect(validateForm(LoginFormSchema, { user: "", password: "" })).toEqual({
      ok: false,
      errors: { user: { id: "Campo obligatorio" }, password: { id: "Campo obligatorio" } },
    });
  });

  it("treats a blank user name as missing", () => {
    expect(validateForm(LoginFormSchema, { user: "   ", password: "x" }).errors).toEqual({
      user: { id: "Campo obligatorio" },
    });
  });

  it("passes with both, trimming the user name", () => {
    expect(validateForm(LoginFormSchema, { user: " demo ", password: "Demo!2026" })).toMatchObject({
      ok: true,
      value: { user: "demo", password: "Demo!2026" },
    });
  });
});

describe("certificate login form (spec §5)", () => {
  const form = (documentType: string, documentNumber: string, password = "Demo!2026") =>
    validateForm(CertificateLoginFormSchema, { documentType, documentNumber, password });

  it("requires document type, number and password: 'Campo obligatorio'", () => {
    expect(form("", "", "").errors).toEqual({
      documentType: { id: "Campo obligatorio" },
      documentNumber: { id: "Campo obligatorio" },
      password: { id: "Campo obligatorio" },
    });
  });

  it.each(["12345", "123456789012345"])("accepts the numeric number %s (5 to 15 digits)", (number) => {
    expect(form("CC", number).ok).toBe(true);
  });

  it.each(["1234", "1234567890123456", "12a45"])(
    "says 'El campo debe ser numérico, mínimo 5 caracteres.' for %s",
    (number) => {
      expect(form("CC", number).errors).toEqual({
        documentNumber: { id: "El campo debe ser numérico, mínimo 5 caracteres." },
      });
    },
  );

  it.each(["AB123", "pa12345678901ZZ", "12345"])(
    "accepts the alphanumeric number %s for document type PA",
    (number) => {
      expect(form("PA", number).ok).toBe(true);
    },
  );

  it.each(["AB12", "AB1234567890123X", "AB-123"])(
    "says 'El campo debe ser alfanumérico, mínimo 5 caracteres.' for %s with document type PA",
    (number) => {
      expect(form("PA", number).errors).toEqual({
        documentNumber: { id: "El campo debe ser alfanumérico, mínimo 5 caracteres." },
      });
    },
  );

  it("checks the number even while the password is still empty", () => {
    expect(form("CC", "12", "").errors).toEqual({
      documentNumber: { id: "El campo debe ser numérico, mínimo 5 caracteres." },
      password: { id: "Campo obligatorio" },
    });
  });
});
