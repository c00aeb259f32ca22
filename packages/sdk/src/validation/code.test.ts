import { describe, expect, it } from "vitest";
import { CaptchaSchema, CertificateChoiceFormSchema, CODE_LENGTH, CodeFormSchema } from "./code.ts";
import { validateField, validateForm } from "./rules.ts";

describe("emailed code (spec §5)", () => {
  it("has a maximum input length of 6", () => {
    expect(CODE_LENGTH).toBe(6);
  });

  it("says 'Campo obligatorio' when empty", () => {
    expect(validateForm(CodeFormSchema, { code: "" }).errors).toEqual({ code: { id: "Campo obligatorio" } });
  });

  it.each(["12345", "1234567", "12a456", "12 456"])(
    "says 'Ingresa un código numérico de 6 caracteres.' for %j",
    (code) => {
      expect(validateForm(CodeFormSchema, { code }).errors).toEqual({
        code: { id: "Ingresa un código numérico de 6 caracteres." },
      });
    },
  );

  it("passes exactly 6 digits", () => {
    expect(validateForm(CodeFormSchema, { code: "012345" })).toMatchObject({
      ok: true,
      value: { code: "012345" },
    });
  });
});

describe("certificate selection (spec §5)", () => {
  it("is required: 'Campo obligatorio'", () => {
    expect(validateForm(CertificateChoiceFormSchema, { certificate: "" }).errors).toEqual({
      certificate: { id: "Campo obligatorio" },
    });
    expect(validateForm(CertificateChoiceFormSchema, { certificate: "demo.cert" }).ok).toBe(true);
  });
});

describe("captcha (spec §5)", () => {
  it.each([undefined, null, ""])(
    "says 'Por favor valida que no eres un robot.' without a token (%j)",
    (token) => {
      expect(validateField(CaptchaSchema, token)).toEqual({ id: "Por favor valida que no eres un robot." });
    },
  );

  it("passes with a token", () => {
    expect(validateField(CaptchaSchema, "captcha-token")).toBeUndefined();
  });
});
