/**
 * Build-time side of brand-kit (Node only): the Vite plugin that discovers and serves the brands, the checks
 * behind `pnpm brands:check`, the brand.json file schema and its JSON Schema, and `pnpm brand:new`.
 */

export { type BrandSource, type ResolvedBrands, resolveBrands } from "../resolve/resolve-brands.ts";
export { BrandFileSchema } from "../schema/brand-file-schema.ts";
export {
  BRAND_SCHEMA_FILE,
  brandJsonSchema,
  brandJsonSchemaText,
  syncBrandJsonSchema,
} from "./brand-json-schema.ts";
export { BRANDS_MODULE_ID, type BrandsPluginOptions, brandsPlugin } from "./brands-plugin.ts";
export { type CheckedBrands, checkBrands, defaultBrandsDir, devTextsUrl } from "./check-brands.ts";
export { ignoreClosedOutput } from "./closed-output.ts";
export { readBrandSources } from "./read-brand-sources.ts";
export { type ScaffoldResult, scaffoldBrand } from "./scaffold-brand.ts";
export {
  type CatalogMessages,
  defaultCatalogDirs,
  readCatalogMessages,
} from "./texts/catalog-messages.ts";
export {
  type BrandTextsByLanguage,
  type CheckedTexts,
  checkBrandTexts,
  MIN_TEXT_LIMIT,
  textLimit,
} from "./texts/check-brand-texts.ts";
