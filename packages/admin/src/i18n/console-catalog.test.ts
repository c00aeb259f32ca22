import { activateLanguage, i18n } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { loadConsoleCatalog, showConsoleWording } from "./console-catalog.ts";

describe("the console's wording", () => {
  it("is the catalogs' where the brand rewords a shared text, and the brand's again once the console is gone", async () => {
    // Payroll's texts as the boot lays them: a sign-in text, and one the console shows too.
    await activateLanguage("en");
    i18n.load("en", { Ingresar: ["Log in to Payroll"], Cancelar: ["Go back"] });
    await loadConsoleCatalog("en");
    // Loading the console's texts keeps the brand's wording of the sign-in's; the console's own catalog wins.
    expect(i18n._("Ingresar")).toBe("Log in to Payroll");
    expect(i18n._("Cancelar")).toBe("Cancel");

    const restore = showConsoleWording();
    expect(i18n._("Cancelar")).toBe("Cancel");
    expect(i18n._("Ingresar")).toBe("Sign in");

    restore();
    expect(i18n._("Ingresar")).toBe("Log in to Payroll");
  });

  it("reads a Spanish text its catalog leaves out as its own id", async () => {
    await activateLanguage("es");
    i18n.load("es", { Ingresar: ["Ingresar a Nómina"] });
    await loadConsoleCatalog("es");
    const restore = showConsoleWording();
    expect(i18n._("Ingresar")).toBe("Ingresar");
    restore();
    expect(i18n._("Ingresar")).toBe("Ingresar a Nómina");
  });
});
