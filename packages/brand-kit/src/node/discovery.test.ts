import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBrands, defaultBrandsDir } from "./check-brands.ts";

const workDir = mkdtempSync(join(tmpdir(), "gse-brands-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("discovery", () => {
  it("picks up a brand folder copied into the brands directory, with no code change and no generated file", () => {
    const brandsDir = join(workDir, "brands");
    cpSync(defaultBrandsDir, brandsDir, { recursive: true });
    const before = checkBrands(brandsDir);
    expect(before.brands.has("acme")).toBe(false);

    cpSync(new URL("./fixtures/acme", import.meta.url), join(brandsDir, "acme"), { recursive: true });
    const after = checkBrands(brandsDir);

    expect(after.problems).toEqual([]);
    expect(after.brands.size).toBe(before.brands.size + 1);
    const acme = after.brands.get("acme");
    expect(acme?.title).toBe("Acme Fixture");
    expect(acme?.images.logo).toBe("/brands/acme/logo.svg");
    expect(acme?.images.favicon).toBe("/brands/suite/favicon.svg");
    expect(acme?.palette.secondary).toEqual(after.brands.get("suite")?.palette.secondary);
  });
});
