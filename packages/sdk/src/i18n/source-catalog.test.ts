import { type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as compiledSpanish } from "./locales/es.ts";
import { withoutIdentityMessages } from "./source-catalog.ts";

describe("the Spanish catalog without the messages that read as their id", () => {
  const full: Messages = {
    Contraseña: ["Contraseña"],
    "Debe tener al menos :min caracteres.": ["Debe tener al menos ", ["min"], " caracteres."],
    "Recordar contraseña": ["¿Olvidaste tu contraseña?"],
  };

  it("keeps the messages that interpolate or differ from their id, and only those", () => {
    expect(withoutIdentityMessages(full)).toEqual({
      "Debe tener al menos :min caracteres.": full["Debe tener al menos :min caracteres."],
      "Recordar contraseña": full["Recordar contraseña"],
    });
  });

  it("translates every id as the full catalog did, through the SDK's `missing` rule", () => {
    const i18n = setupI18n({ missing: (_language, id) => id });
    i18n.load("es", withoutIdentityMessages(full));
    i18n.activate("es");
    expect(i18n._("Contraseña")).toBe("Contraseña");
    expect(i18n._("Debe tener al menos :min caracteres.", { min: 8 })).toBe(
      "Debe tener al menos 8 caracteres.",
    );
    expect(i18n._("Recordar contraseña")).toBe("¿Olvidaste tu contraseña?");
  });

  it("is what the shipped es.ts holds: no entry reads as its id", () => {
    expect(withoutIdentityMessages(compiledSpanish)).toEqual(compiledSpanish);
    expect(Object.keys(compiledSpanish).length).toBeGreaterThan(0);
  });
});
