import { fileURLToPath } from "node:url";
import { type BrandSource, type ResolvedBrands, resolveBrands } from "../resolve/resolve-brands.ts";
import { liveTextProblems } from "./outline-brands.ts";
import { brandAssetPath, readBrandSources } from "./read-brand-sources.ts";

/** The repository's brands directory. */
export const defaultBrandsDir = fileURLToPath(new URL("../../../../brands", import.meta.url));

/** How the dev server addresses a brand's file; the build replaces these with emitted, hashed addresses. */
export const devAssetUrl = (base: string) => (key: string, file: string) => `${base}brands/${key}/${file}`;

export interface CheckedBrands extends ResolvedBrands {
  readonly sources: readonly BrandSource[];
}

/**
 * Reads, validates and flattens every brand of a directory (schema, extends, asset files, contrast, artwork
 * without live text).
 */
export function checkBrands(brandsDir = defaultBrandsDir, base = "/"): CheckedBrands {
  const sources = readBrandSources(brandsDir);
  const resolved = resolveBrands(sources, {
    assetUrl: devAssetUrl(base),
    assetExists: (key, file) => brandAssetPath(brandsDir, key, file) !== undefined,
  });
  const problems = [...resolved.problems, ...liveTextProblems(brandsDir, [...resolved.brands.keys()])];
  return { ...resolved, problems, sources };
}
