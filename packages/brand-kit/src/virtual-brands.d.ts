/** Every valid brand, provided by the brands Vite plugin (`@gse/brand-kit/node`) to Storybook and tests. */
declare module "virtual:gse-brands" {
  import type { Brand } from "@gse/brand-kit";

  export const brands: Readonly<Record<string, Brand>>;
  export const brandKeys: readonly string[];
}
