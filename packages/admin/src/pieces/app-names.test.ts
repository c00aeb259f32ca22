import { describe, expect, it } from "vitest";
import { splitSharedApps, summariseAppNames } from "./app-names.ts";

describe("the applications column", () => {
  it("shows the first two names and counts the rest", () => {
    expect(summariseAppNames(["Nómina", "Facturación", "Licencias", "Biometría"])).toEqual({
      shown: ["Nómina", "Facturación"],
      more: 2,
    });
  });

  it("shows one or two names with nothing more", () => {
    expect(summariseAppNames(["Nómina"])).toEqual({ shown: ["Nómina"], more: 0 });
    expect(summariseAppNames(["Nómina", "Facturación"])).toEqual({
      shown: ["Nómina", "Facturación"],
      more: 0,
    });
    expect(summariseAppNames([])).toEqual({ shown: [], more: 0 });
  });

  it("reads the comma-separated sharedApps, dropping blanks", () => {
    expect(splitSharedApps("Nómina, Facturación,,Licencias ")).toEqual([
      "Nómina",
      "Facturación",
      "Licencias",
    ]);
    expect(splitSharedApps(null)).toEqual([]);
  });
});
