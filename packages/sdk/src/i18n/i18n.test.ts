import { describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n, loadCatalog, setLanguage } from "./i18n.ts";

describe("i18n runtime", () => {
  it("shows Spanish, the source language, from the Spanish catalog", async () => {
    await activateLanguage("es");
    expect(i18n.locale).toBe("es");
    expect(i18n._("Campo obligatorio")).toBe("Campo obligatorio");
    expect(i18n._("Something error has occurred")).toBe("Ha ocurrido un error");
  });

  it.each([
    ["en", "Required field", "Must be at least 8 characters long."],
    ["pt", "Campo obrigatório", "Deve ter pelo menos 8 caracteres."],
  ] as const)("translates into %s after activating it", async (language, required, minimum) => {
    await activateLanguage(language);
    expect(i18n._("Campo obligatorio")).toBe(required);
    expect(i18n._({ id: "Debe tener al menos :min caracteres.", values: { min: 8 } })).toBe(minimum);
  });

  it("fills the placeholders of the spec's texts: :min, :max, :attribute and mm:ss", async () => {
    await activateLanguage("es");
    expect(i18n._("Debe tener al menos :min caracteres.", { min: 8 })).toBe(
      "Debe tener al menos 8 caracteres.",
    );
    expect(i18n._("Debe tener máximo :max caracteres.", { max: 100 })).toBe(
      "Debe tener máximo 100 caracteres.",
    );
    expect(i18n._(":attribute debe ser un número.", { attribute: "Teléfono" })).toBe(
      "Teléfono debe ser un número.",
    );
    expect(i18n._("El usuario se encuentra bloqueado, vuelve a intentarlo en mm:ss", { time: "04:59" })).toBe(
      "El usuario se encuentra bloqueado, vuelve a intentarlo en 04:59",
    );
  });

  it("keeps the braces of the special characters in the password checklist", async () => {
    await activateLanguage("en");
    expect(i18n._("Un carácter especial entre !#$%&/(){}<=>?¿¡*;:,.+_-")).toBe(
      "One special character from !#$%&/(){}<=>?¿¡*;:,.+_-",
    );
  });

  it("shows a text that no catalog holds, such as a server message, as it is", async () => {
    await activateLanguage("en");
    expect(i18n._("El usuario no existe.")).toBe("El usuario no existe.");
  });

  it("loads a catalog without activating it", async () => {
    await activateLanguage("es");
    const messages = await loadCatalog("pt");
    expect(messages.Enviar).toEqual(["Enviar"]);
    expect(i18n.locale).toBe("es");
  });

  it("stores the chosen language under the brand's key, then reloads the page", () => {
    const calls: string[] = [];
    const storage = { setItem: (key: string, value: string) => calls.push(`set ${key}=${value}`) };
    const reload = vi.fn(() => calls.push("reload"));
    setLanguage("pt", storage, "bms_lang", reload);
    expect(calls).toEqual(["set bms_lang=pt", "reload"]);
  });
});
