import { cpSync } from "node:fs";
import { join } from "node:path";
import { defaultBrandsDir, scaffoldBrand } from "@gse/brand-kit/node";

// Parents from each family, so the generated brands spread over every kind of brand the portal serves.
const parents = ["suite", "payroll", "certificate", "inhibitorylists", "selfservice"] as const;

/**
 * A brands directory in `dir`: the shipped brands plus `count` generated ones, each made as `pnpm brand:new`
 * makes a brand (a brand.json extending a shipped brand, and a logo of its own).
 */
export function generateBrands(dir: string, count: number): string {
  const brandsDir = join(dir, "brands");
  cpSync(defaultBrandsDir, brandsDir, { recursive: true });
  for (let index = 1; index <= count; index++) {
    const key = `bench${String(index).padStart(3, "0")}`;
    const result = scaffoldBrand(brandsDir, key, parents[index % parents.length]);
    if (!result.ok) throw new Error(result.message);
  }
  return brandsDir;
}
