import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBrandKey } from "../keys.ts";
import { formatProblem } from "../problems.ts";
import { BRAND_SCHEMA_FILE, brandJsonSchemaText } from "./brand-json-schema.ts";
import { checkBrands, defaultBrandsDir } from "./check-brands.ts";

const { brands, problems } = checkBrands(defaultBrandsDir);
const brand = (key: string) => {
  const found = brands.get(key);
  if (!found) throw new Error(`brands/${key}: expected a valid shipped brand, got none`);
  return found;
};

/** Every folder of brands/ with a brand.json: a new one is checked by every rule below, with no test edit. */
const shippedKeys = readdirSync(defaultBrandsDir).filter((key) =>
  existsSync(join(defaultBrandsDir, key, "brand.json")),
);

/** The family of spec §2's table, by the application and tenant a key names; anything else is common's. */
function specFamily(key: string): string {
  const { application, tenant } = parseBrandKey(key);
  if (application === "certificate") return "certificate";
  if (application === "selfservice") return "self-service";
  if (application === "inhibitorylists" || (application === "license" && tenant)) return "themed";
  return "common";
}

/** The palette a brand.json sets itself, if any: a brand that inherits its parent's is not a copy. */
const ownPrimary = (key: string) =>
  (
    JSON.parse(readFileSync(join(defaultBrandsDir, key, "brand.json"), "utf8")) as {
      palette?: { primary?: { main?: string } };
    }
  ).palette?.primary?.main?.toLowerCase();

describe("the shipped brands", () => {
  it("all pass the check: schema, extends chains, asset files and contrast", () => {
    expect(problems.map(formatProblem)).toEqual([]);
    expect([...brands.keys()].sort()).toEqual([...shippedKeys].sort());
  });

  it("put on each brand the family spec §2 gives its application and tenant", () => {
    for (const key of shippedKeys) expect(brand(key).family, key).toBe(specFamily(key));
  });

  it("make the suite brand the default, titled GSE Suite", () => {
    expect(brand("suite").title).toBe("GSE Suite");
  });

  it("turn the captcha on for invoicing, off for biometrics and confrontation, else leave it to the server", () => {
    for (const key of shippedKeys) {
      const expected =
        key === "invoicing" ? "on" : /^(biometrics|confrontation)/.test(key) ? "off" : "server";
      expect(brand(key).behaviour.captcha, key).toBe(expected);
    }
  });

  it("store the language under lstinhib_lang for the inhibitory-lists app and bms_lang otherwise", () => {
    for (const key of shippedKeys) {
      const expected = key.startsWith("inhibitorylists") ? "lstinhib_lang" : "bms_lang";
      expect(brand(key).behaviour.languageKey, key).toBe(expected);
    }
  });

  it("show the language selector on the self-service app and its tenants only", () => {
    for (const key of shippedKeys) {
      expect(brand(key).behaviour.languageSelector, key).toBe(key.startsWith("selfservice"));
    }
  });

  it("offer the Comprar link for invoicing and payroll only", () => {
    for (const key of shippedKeys) {
      const hasLink = key === "invoicing" || key === "payroll";
      expect(brand(key).behaviour.purchaseUrl !== null, key).toBe(hasLink);
    }
  });

  it("put the themed brand panel at the start for the license app and its tenants, at the end elsewhere", () => {
    for (const key of shippedKeys) {
      const expected = parseBrandKey(key).application === "license" ? "start" : "end";
      expect(brand(key).layout.panelSide, key).toBe(expected);
    }
  });

  it("give license the default tenant certa, and the Brazilian self-service tenant Portuguese", () => {
    expect(brand("license").behaviour.defaultTenant).toBe("certa");
    expect(brand("selfservice_br").tenantLanguage).toBe("pt");
    expect(shippedKeys.filter((key) => brand(key).tenantLanguage === "pt")).toEqual(["selfservice_br"]);
  });

  it("never set a palette that another brand already sets (a brand may inherit its parent's)", () => {
    const mains = shippedKeys.flatMap((key) => ownPrimary(key) ?? []);
    expect(mains.length).toBeGreaterThan(1);
    expect(new Set(mains).size).toBe(mains.length);
  });

  it("each show their own logo", () => {
    const logos = shippedKeys.map((key) => brand(key).images.logo);
    expect(new Set(logos).size).toBe(shippedKeys.length);
  });

  it("self-host woff2 fonts and ship the font licence beside them", () => {
    for (const key of readdirSync(defaultBrandsDir)) {
      const folder = join(defaultBrandsDir, key);
      if (!existsSync(join(folder, "brand.json"))) continue;
      const fonts = readdirSync(folder).filter((file) => /\.woff2?$/.test(file));
      if (fonts.length > 0) expect(existsSync(join(folder, "FONT-LICENSE.txt")), key).toBe(true);
    }
    for (const key of shippedKeys) {
      for (const face of brand(key).fonts.body.faces) expect(face.file, key).toMatch(/\.woff2$/);
    }
  });

  it("reference the committed JSON Schema, so editors autocomplete and underline mistakes", () => {
    for (const key of shippedKeys) {
      const json = JSON.parse(readFileSync(join(defaultBrandsDir, key, "brand.json"), "utf8")) as {
        $schema?: string;
      };
      expect(json.$schema, key).toBe(`../${BRAND_SCHEMA_FILE}`);
    }
  });
});

describe("brands/brand.schema.json", () => {
  it("is the JSON Schema generated from the valibot schema (run pnpm brands:check --write-schema)", () => {
    const committed = readFileSync(join(defaultBrandsDir, BRAND_SCHEMA_FILE), "utf8");
    expect(committed).toBe(brandJsonSchemaText());
  });
});
