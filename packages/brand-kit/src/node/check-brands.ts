import { fileURLToPath } from "node:url";
import { formatProblem } from "../problems.ts";
import { listAssetRefs } from "../resolve/asset-refs.ts";
import { type BrandSource, type ResolvedBrands, resolveBrands } from "../resolve/resolve-brands.ts";
import type { Brand } from "../schema/brand.ts";
import { assetProblems } from "./asset-problems.ts";
import { withFontMetrics } from "./font-metrics.ts";
import { withImageSizes } from "./image-size.ts";
import { liveTextProblems } from "./outline-brands.ts";
import { brandAssetPath, readBrandSources } from "./read-brand-sources.ts";
import { defaultCatalogDirs, readCatalogMessages } from "./texts/catalog-messages.ts";
import { type BrandTextsByLanguage, checkBrandTexts } from "./texts/check-brand-texts.ts";

/** The repository's brands directory. */
export const defaultBrandsDir = fileURLToPath(new URL("../../../../brands", import.meta.url));

/** How the dev server addresses a brand's file; the build replaces these with emitted, hashed addresses. */
export const devAssetUrl = (base: string) => (key: string, file: string) => `${base}brands/${key}/${file}`;

/**
 * Where the dev server serves a brand's texts of a language, compiled and flattened along `extends` (a tenant's
 * address holds its application's texts too); the brand store writes them under a content-hashed name instead.
 */
export const devTextsUrl = (base: string, key: string, language: string): string =>
  `${base}brands/${key}/texts/${language}.json`;

export interface CheckedBrands extends ResolvedBrands {
  readonly sources: readonly BrandSource[];
  /** The keys of the brands found in the fixture folders (never in `brands/`), in folder order. */
  readonly fixtureKeys: readonly string[];
  /** The folder a brand's files are in, by key. */
  readonly dirOf: (key: string) => string;
  /** Each valid brand's own texts by language (`texts/<language>.json` along `extends`); none: absent. */
  readonly texts: ReadonlyMap<string, BrandTextsByLanguage>;
}

/**
 * Reads, validates and flattens every brand of a directory (schema, extends, asset files, contrast, artwork
 * without live text, its texts against the catalogs of `catalogDirs`). Brands of
 * `fixtureDirs` (test-only brands, such as the example family's) join them and may extend them; a fixture
 * folder cannot replace a brand of `brandsDir`.
 */
export function checkBrands(
  brandsDir = defaultBrandsDir,
  base = "/",
  fixtureDirs: readonly string[] = [],
  catalogDirs: readonly string[] = defaultCatalogDirs,
): CheckedBrands {
  const shipped = readBrandSources(brandsDir);
  const dirs = new Map(shipped.map((source) => [source.key, brandsDir]));
  const fixtures = fixtureDirs.flatMap((dir) =>
    readBrandSources(dir).filter((source) => {
      if (dirs.has(source.key)) return false;
      dirs.set(source.key, dir);
      return true;
    }),
  );
  const dirOf = (key: string) => dirs.get(key) ?? brandsDir;
  const sources = [...shipped, ...fixtures];
  const resolved = resolveBrands(sources, {
    assetUrl: devAssetUrl(base),
    assetExists: (key, file) => brandAssetPath(dirOf(key), key, file) !== undefined,
  });
  const checkedTexts = checkBrandTexts(sources, dirOf, readCatalogMessages(catalogDirs));
  const problems = [
    ...resolved.problems,
    ...liveTextProblems([...resolved.brands.keys()], dirOf),
    ...checkedTexts.problems,
  ];
  // Each face's fallback overrides and each logo's size come from their files, so the built brand carries
  // them and the page needs no file to lay out its text and logos.
  const assetFile = (ref: string) => {
    const match = ref.startsWith(`${base}brands/`)
      ? /^([a-z0-9_-]+)\/(.+)$/.exec(ref.slice(`${base}brands/`.length))
      : null;
    return match?.[1] && match[2] ? brandAssetPath(dirOf(match[1]), match[1], match[2]) : undefined;
  };
  // A file too large or a font no browser loads is the problem of the brand whose folder holds it (a brand that
  // inherits it is left out with it), said once.
  const fileOfSource = new Map(sources.map((source) => [source.key, source.file]));
  const ownerFile = (ref: string) =>
    fileOfSource.get(/^([a-z0-9_-]+)\//.exec(ref.slice(`${base}brands/`.length))?.[1] ?? "") ?? "";
  const seen = new Set(problems.map(formatProblem));
  const unusable = new Set<string>(checkedTexts.failed);
  for (const [key, brand] of resolved.brands) {
    for (const problem of assetProblems(brand, "", assetFile)) {
      unusable.add(key);
      const owned = { ...problem, file: ownerFile(brandRef(brand, problem.path)) || `${key}` };
      if (!seen.has(formatProblem(owned))) problems.push(owned);
      seen.add(formatProblem(owned));
    }
  }
  const [fontCache, imageCache] = [new Map(), new Map()];
  const texts = new Map(
    [...checkedTexts.texts].filter(([key]) => resolved.brands.has(key) && !unusable.has(key)),
  );
  const brands = new Map(
    [...resolved.brands]
      .filter(([key]) => !unusable.has(key))
      .map(([key, brand]) => {
        const sized = withImageSizes(withFontMetrics(brand, assetFile, fontCache), assetFile, imageCache);
        const own = texts.get(key);
        if (!own) return [key, sized] as const;
        const urls = Object.fromEntries(
          Object.keys(own).map((language) => [language, devTextsUrl(base, key, language)]),
        );
        return [key, { ...sized, texts: urls }] as const;
      }),
  );
  return {
    ...resolved,
    brands,
    problems,
    sources,
    fixtureKeys: fixtures.map((source) => source.key),
    dirOf,
    texts,
  };
}

/** The address at a JSON path of a brand's asset references (as asset-refs lists them). */
const brandRef = (brand: Brand, path: string): string =>
  listAssetRefs(brand).find((found) => found.path === path)?.ref ?? "";
