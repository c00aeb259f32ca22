/** Every valid brand, provided by the brands Vite plugin (`@gse/brand-kit/node`) to Storybook and tests. */
declare module "virtual:gse-brands" {
  import type { Brand } from "@gse/brand-kit";

  export const brands: Readonly<Record<string, Brand>>;
  /** The brands of `brands/`, the ones the product ships. */
  export const brandKeys: readonly string[];
  /** Test-only brands of the plugin's `fixtureBrandsDirs` (in `brands` too): the example family's kiosk. */
  export const fixtureBrandKeys: readonly string[];
  /** Each brand's own texts by language (`texts/<language>.json` along `extends`), compiled; none: absent. */
  export const brandTexts: Readonly<
    Record<string, Partial<Record<import("@gse/brand-kit").Language, import("@gse/brand-kit").BrandTexts>>>
  >;
}
