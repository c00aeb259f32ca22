import { describe, expect, it } from "vitest";
import { checkBrands } from "../node/check-brands.ts";
import { inHueOf, toHsl } from "./own-hue-neutrals.ts";

const { brands } = checkBrands();
const brand = (key: string) => {
  const found = brands.get(key);
  if (!found) throw new Error(`no valid brand ${key}`);
  return found;
};
const hueDistance = (a: string, b: string) => {
  const d = Math.abs(toHsl(a).h - toHsl(b).h) % 360;
  return Math.min(d, 360 - d);
};

describe("a tenant that sets its own primary colour", () => {
  it("gets its background and borders in its own hue, not its parent's (biometrics_co: gold, not teal)", () => {
    const tenant = brand("biometrics_co").palette;
    const parent = brand("biometrics").palette;
    for (const name of ["background", "border"] as const) {
      expect(hueDistance(tenant.neutral[name], tenant.primary.main)).toBeLessThan(3);
      expect(hueDistance(tenant.neutral[name], parent.neutral[name])).toBeGreaterThan(60);
      // The parent's lightness is kept, so the contrast the parent was checked for holds.
      expect(toHsl(tenant.neutral[name]).l).toBeCloseTo(toHsl(parent.neutral[name]).l, 2);
    }
  });

  it("keeps white white: a colour without saturation has no hue to change", () => {
    expect(inHueOf("#ffffff", "#7a5c00")).toBe("#ffffff");
    expect(brand("selfservice_br").palette.neutral.surface).toBe(
      brand("selfservice").palette.neutral.surface,
    );
  });

  it("keeps the neutrals a brand sets itself (license_certa names its own)", () => {
    expect(brand("license_certa").palette.neutral.background).toBe("#f1f8f6");
  });
});
