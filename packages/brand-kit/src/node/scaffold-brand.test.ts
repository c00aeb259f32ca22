import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBrands, defaultBrandsDir } from "./check-brands.ts";
import { scaffoldBrand } from "./scaffold-brand.ts";

const workDir = mkdtempSync(join(tmpdir(), "gse-brand-new-"));
const brandsDir = join(workDir, "brands");
// Only the brands the cases extend: a brand folder someone added to brands/ (a `pnpm brand:new zz-probe`) must
// not turn a key these cases create into one that exists.
beforeAll(() => {
  cpSync(join(defaultBrandsDir, "brand.schema.json"), join(brandsDir, "brand.schema.json"));
  for (const key of ["suite", "payroll", "license"])
    cpSync(join(defaultBrandsDir, key), join(brandsDir, key), { recursive: true });
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const extendsOf = (key: string) =>
  (JSON.parse(readFileSync(join(brandsDir, key, "brand.json"), "utf8")) as { extends: string }).extends;

describe("brand:new", () => {
  it("scaffolds a brand that passes the check at once", () => {
    expect(scaffoldBrand(brandsDir, "warehouse")).toEqual({ ok: true, folder: "brands/warehouse" });
    const { brands, problems } = checkBrands(brandsDir);
    expect(problems).toEqual([]);
    expect(brands.get("warehouse")?.title).toBe("Warehouse");
    expect(extendsOf("warehouse")).toBe("suite");
  });

  it("takes a key spelt as a host label, hyphens inside included (zz-probe.localhost)", () => {
    expect(scaffoldBrand(brandsDir, "zz-probe")).toEqual({ ok: true, folder: "brands/zz-probe" });
    expect(checkBrands(brandsDir).brands.get("zz-probe")?.title).toBe("Zz-probe");
    expect(scaffoldBrand(brandsDir, "-probe").ok).toBe(false);
    expect(scaffoldBrand(brandsDir, "probe-").ok).toBe(false);
  });

  it("makes a tenant extend its application, or the brand --extends names", () => {
    expect(scaffoldBrand(brandsDir, "payroll_mx").ok).toBe(true);
    expect(extendsOf("payroll_mx")).toBe("payroll");
    expect(scaffoldBrand(brandsDir, "invoicing_cl", "license").ok).toBe(true);
    expect(extendsOf("invoicing_cl")).toBe("license");
    expect(checkBrands(brandsDir).problems).toEqual([]);
  });

  it("refuses a key that is not lowercase, one that exists and a parent that does not", () => {
    expect(scaffoldBrand(brandsDir, "Pay Roll")).toEqual({
      ok: false,
      message: 'brands/Pay Roll: expected a lowercase key like payroll or selfservice_co, got "Pay Roll"',
    });
    expect(scaffoldBrand(brandsDir, "payroll")).toEqual({
      ok: false,
      message: "brands/payroll: expected a new brand key, got one that exists",
    });
    expect(scaffoldBrand(brandsDir, "ledger", "nope")).toEqual({
      ok: false,
      message: 'brands/ledger: --extends: expected an existing brand, got "nope"',
    });
  });
});
