import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultBrandsDir } from "./check-brands.ts";
import { inheritedHueWarnings } from "./inherited-hue-warnings.ts";

let brandsDir = "";
afterEach(() => rmSync(brandsDir, { recursive: true, force: true }));

/** biometrics and its Colombian tenant, with the tenant's own illustrations taken away. */
function tenantWithoutItsIllustrations(): string {
  brandsDir = mkdtempSync(join(tmpdir(), "brands-hue-"));
  for (const key of ["suite", "biometrics", "biometrics_co"])
    cpSync(join(defaultBrandsDir, key), join(brandsDir, key), { recursive: true });
  const file = join(brandsDir, "biometrics_co", "brand.json");
  const brand = JSON.parse(readFileSync(file, "utf8"));
  const { background: _, ...images } = brand.images;
  const { resetPassword, changePassword, alert, checkEmail, ...screens } = images.screens;
  writeFileSync(file, JSON.stringify({ ...brand, images: { ...images, screens } }));
  return brandsDir;
}

describe("a tenant's illustrations in its parent's colour", () => {
  it("are warned about, one line per inherited file naming the colours", () => {
    const warnings = inheritedHueWarnings(tenantWithoutItsIllustrations());
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(
      /biometrics_co\/brand.json: images.background: inherits biometrics\/background.svg, drawn in biometrics's primary #006d85; this brand's primary is #7a5c00/,
    );
    expect(warnings.join("\n")).toContain(
      "images.screens.resetPassword, images.screens.changePassword: inherits biometrics/key.svg",
    );
  });

  it("are none in the shipped brands: each tenant draws its own", () => {
    expect(inheritedHueWarnings(defaultBrandsDir)).toEqual([]);
  });
});
