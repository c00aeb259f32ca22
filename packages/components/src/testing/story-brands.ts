import { brandKeys, brands, brandTexts } from "virtual:gse-brands";
import { type Brand, type BrandTexts, DEFAULT_BRAND_KEY, type Language } from "@gse/brand-kit";
import { LANGUAGES } from "@gse/sdk";

/**
 * Every valid brand of `brands/`, from the brands Vite plugin: a new brand folder shows up here (and in the
 * Storybook toolbar) after a restart, with no code edit. Only stories and Storybook import this module.
 */
export const storyBrandKeys: readonly string[] = brandKeys;

/** The brand a story renders in: the toolbar's choice, or the default suite brand. */
export function storyBrand(key: unknown): { readonly key: string; readonly brand: Brand } {
  const chosen = typeof key === "string" ? brands[key] : undefined;
  if (chosen && typeof key === "string") return { key, brand: chosen };
  const suite = brands[DEFAULT_BRAND_KEY];
  if (!suite)
    throw new Error(`virtual:gse-brands: expected the default brand "${DEFAULT_BRAND_KEY}", got none`);
  return { key: DEFAULT_BRAND_KEY, brand: suite };
}

/** A brand's own texts of a language (its `texts/<language>.json` along `extends`), as the portal lays them. */
export function storyBrandTexts(key: string, language: Language): BrandTexts | undefined {
  return brandTexts[key]?.[language];
}

/**
 * The keys of the brands that use a family (`common`, `certificate`, ...), the test-only ones included (the
 * kiosk brand of the example family, when the brands plugin is given its folder).
 */
export function familyBrandKeys(family: string): readonly string[] {
  return Object.keys(brands).filter((key) => brands[key]?.family === family);
}

/**
 * Chromatic modes for a family's stories: each story is captured in every brand of its family and in each
 * language, as the toolbar would show it (`brand` and `language` are the preview's globals).
 */
export function chromaticModes(family: string): Record<string, { brand: string; language: string }> {
  return Object.fromEntries(
    familyBrandKeys(family).flatMap((brand) =>
      LANGUAGES.map((language) => [`${brand} ${language}`, { brand, language }] as const),
    ),
  );
}

/** `parameters.brands` of a story: the state it shows exists only in the brands `appliesTo` accepts. */
export interface StoryBrandsParameter {
  readonly appliesTo: (brand: Brand, key: string) => boolean;
}

/**
 * Parameters of a story whose state only some brands can show (a captcha a brand turned off, a purchase link
 * only some brands have): the review grid renders it in those brands only.
 */
export function onlyInBrands(appliesTo: StoryBrandsParameter["appliesTo"]): {
  readonly brands: StoryBrandsParameter;
} {
  return { brands: { appliesTo } };
}
