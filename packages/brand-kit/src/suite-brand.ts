import suiteBrandFile from "../../../brands/suite/brand.json" with { type: "json" };
import { formatProblem } from "./problems.ts";
import { resolveBrands } from "./resolve/resolve-brands.ts";
import type { Brand } from "./schema/brand.ts";
import { createTheme } from "./theme/create-theme.ts";

const suite = resolveBrands(
  [{ key: "suite", file: "brands/suite/brand.json", content: { json: suiteBrandFile } }],
  { assetUrl: (key, file) => `/brands/${key}/${file}` },
);
const parsedSuite = suite.brands.get("suite");
if (!parsedSuite) throw new Error(suite.problems.map(formatProblem).join("\n"));

/**
 * The default brand, parsed from brands/suite/brand.json, for tests and stories that need a whole brand without
 * the brands plugin. Its image addresses are the dev server's; the portal loads its brand with `loadBrand`.
 */
export const suiteBrand: Brand = parsedSuite;

/** The default brand's theme, for tests and stories (see `suiteBrand`). */
export const suiteTheme = createTheme(suiteBrand);
