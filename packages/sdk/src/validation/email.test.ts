import { describe, expect, it } from "vitest";
import { emailSchema, ResetEmailFormSchema } from "./email.ts";
import { validateField, validateForm } from "./rules.ts";

const emailError = (email: string) => validateForm(ResetEmailFormSchema, { email }).errors.email;

describe("reset email (spec §5)", () => {
  it("says 'El Campo email es obligatorio' when empty or blank", () => {
    expect(emailError("")).toEqual({ id: "El Campo email es obligatorio" });
    expect(emailError("   ")).toEqual({ id: "El Campo email es obligatorio" });
  });

  it("allows at most 100 characters: 'Debe tener máximo :max caracteres.' with max 100", () => {
    const at100 = `${"a".repeat(88)}@example.com`;
    expect(at100).toHaveLength(100);
    expect(emailError(at100)).toBeUndefined();
    expect(emailError(`a${at100}`)).toEqual({
      id: "Debe tener máximo :max caracteres.",
      values: { max: 100 },
    });
  });

  it.each(["demo", "demo@", "@example.com", "de mo@example.com"])(
    "says 'Ingresa un email valido' for %j, which is not an address",
    (email) => {
      expect(emailError(email)).toEqual({ id: "Ingresa un email valido" });
    },
  );

  it.each(["demo@example", "demo@exa_mple.com", "demo..x@example.com"])(
    "says 'El formato de email ingresado no es válido. Inténtalo de nuevo.' for %j",
    (email) => {
      expect(emailError(email)).toEqual({
        id: "El formato de email ingresado no es válido. Inténtalo de nuevo.",
      });
    },
  );

  it("passes a valid address, trimmed", () => {
    expect(validateForm(ResetEmailFormSchema, { email: " demo@gse.example.test " })).toMatchObject({
      ok: true,
      value: { email: "demo@gse.example.test" },
    });
  });

  it("uses the other wordings of the format message where a screen asks for them", () => {
    expect(validateField(emailSchema("El formato del email ingresado no es válido"), "demo@example")).toEqual(
      {
        id: "El formato del email ingresado no es válido",
      },
    );
    expect(validateField(emailSchema("El correo no posee el formato correcto."), "demo@example")).toEqual({
      id: "El correo no posee el formato correcto.",
    });
  });
});
