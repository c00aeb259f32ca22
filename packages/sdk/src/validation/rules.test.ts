import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { maxLength, minLength, numeric, requiredText, validateField, validateForm } from "./rules.ts";

describe("generic messages (spec §5)", () => {
  it("says 'Campo obligatorio' for a missing or blank value", () => {
    expect(validateField(requiredText(), "")).toEqual({ id: "Campo obligatorio" });
    expect(validateField(requiredText(), " ")).toEqual({ id: "Campo obligatorio" });
    expect(validateField(requiredText(), undefined)).toEqual({ id: "Campo obligatorio" });
  });

  it("says 'Debe tener al menos :min caracteres.' with the minimum", () => {
    expect(validateField(v.pipe(v.string(), minLength(5)), "abcd")).toEqual({
      id: "Debe tener al menos :min caracteres.",
      values: { min: 5 },
    });
  });

  it("says 'Debe tener máximo :max caracteres.' with the maximum", () => {
    expect(validateField(v.pipe(v.string(), maxLength(3)), "abcd")).toEqual({
      id: "Debe tener máximo :max caracteres.",
      values: { max: 3 },
    });
  });

  it("says ':attribute debe ser un número.' with the field's name", () => {
    expect(validateField(v.pipe(v.string(), numeric()), "12a", "Teléfono")).toEqual({
      id: ":attribute debe ser un número.",
      values: { attribute: "Teléfono" },
    });
  });

  it("names the attribute of a form field from the form's options", () => {
    const schema = v.object({ phone: v.pipe(v.string(), numeric()) });
    expect(validateForm(schema, { phone: "x" }, { attributes: { phone: "Teléfono" } }).errors).toEqual({
      phone: { id: ":attribute debe ser un número.", values: { attribute: "Teléfono" } },
    });
  });

  it("gives only the first message of each field, in the order of its rules", () => {
    const schema = v.object({ name: v.pipe(requiredText(), minLength(3), maxLength(5)) });
    expect(validateForm(schema, { name: "" }).errors).toEqual({ name: { id: "Campo obligatorio" } });
  });
});
