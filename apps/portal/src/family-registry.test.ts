import { checkBrands } from "@gse/brand-kit/node";
import { shippedFamilies } from "@gse/components/families";
import { loadFamily } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { familyRegistry, unregisteredFamilies } from "./family-registry.ts";

describe("the portal's family registry, the edge that checks a brand's family", () => {
  it("registers the four families of @gse/components, and no example family", () => {
    expect(Object.keys(familyRegistry).sort()).toEqual(Object.keys(shippedFamilies).sort());
    expect(Object.keys(familyRegistry)).not.toContain("kiosk");
  });

  it.each(Object.keys(familyRegistry))("loads the %s family under its own name", async (name) => {
    expect((await loadFamily(familyRegistry, name)).name).toBe(name);
  });

  it("draws every shipped brand's family", () => {
    const { brands } = checkBrands();
    expect(brands.size).toBeGreaterThan(10);
    expect(unregisteredFamilies(brands)).toEqual([]);
  });

  it("names a brand whose family the portal does not register, and the families it does", () => {
    const brands = new Map([
      ["suite", { family: "common" }],
      ["kiosk", { family: "kiosk" }],
    ]);
    expect(unregisteredFamilies(brands)).toEqual([
      'brands/kiosk: family: "kiosk" is not a screen family the portal registers; use one of common, certificate, themed, self-service (apps/portal/src/family-registry.ts)',
    ]);
    // An app that registers the example family accepts its brand.
    const withKiosk = { ...familyRegistry, kiosk: familyRegistry.common };
    expect(unregisteredFamilies(brands, withKiosk)).toEqual([]);
  });
});
