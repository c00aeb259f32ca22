/// <reference path="./virtual-brands.d.ts" />
/**
 * Browser side of brand-kit: load the active brand, derive its theme, apply it to the page head and pick the
 * language. Build tools import `@gse/brand-kit/node` instead.
 */
export { contrastRatio, parseColour, type Rgba } from "./colour.ts";
export { applyBrandChrome, applyBrandHead, FIRST_PAINT_STYLE_ATTRIBUTE } from "./head/apply-brand-head.ts";
export {
  applyColorScheme,
  COLOR_SCHEME_PARAMETER,
  COLOR_SCHEME_STORAGE_KEY,
  pickColorScheme,
  requestedColorScheme,
  shownColorScheme,
} from "./head/color-scheme.ts";
export { familyPageFile } from "./head/family-page.ts";
export { fontFaceCss } from "./head/font-faces.ts";
export { brandPageCss, COLOR_SCHEME_ATTRIBUTE, loginFontFiles } from "./head/page-css.ts";
export { pageTitle } from "./head/page-title.ts";
export {
  type BrandKeyParts,
  brandKeyCandidates,
  DEFAULT_BRAND_KEY,
  parseBrandKey,
  resolveBrandKey,
} from "./keys.ts";
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  languages,
  pickLanguage,
  storedLanguage,
} from "./language.ts";
export {
  BRAND_REVISION_BLOCK_ID,
  BrandLoadError,
  type LoadBrandOptions,
  type LoadedBrand,
  loadBrand,
  type PageBrandRevision,
  readPageBrandRevision,
} from "./load-brand.ts";
export { type ParsedBrand, parseBrand } from "./parse-brand.ts";
export { type BrandProblem, formatProblem } from "./problems.ts";
export { type Brand, type BrandFile, BrandSchema } from "./schema/brand.ts";
export {
  captchaModes,
  colorSchemes,
  languageKeys,
  panelSides,
  screenNames,
  tenantLanguages,
} from "./schema/brand-schema.ts";
export { suiteBrand, suiteTheme } from "./suite-brand.ts";
export {
  type BrandTexts,
  type CompiledText,
  isBrandTexts,
  readBrandTexts,
} from "./texts/brand-texts.ts";
export { type ContrastProblem, checkContrast, MINIMUM_TEXT_CONTRAST } from "./theme/contrast.ts";
export {
  brandColorScheme,
  brandSchemes,
  type ColorScheme,
  createTheme,
  schemePalette,
} from "./theme/create-theme.ts";
export { themeCssVariables } from "./theme/css-variables.ts";
export { darkPalette, withDarkPalette } from "./theme/dark-palette.ts";
export type { SchemePalette } from "./theme/scheme-palette.ts";
export type { ColourRamp, Theme } from "./theme/theme.ts";
export { variableTheme } from "./theme/variable-theme.ts";
