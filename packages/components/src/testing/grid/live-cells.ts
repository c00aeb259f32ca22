import { brands } from "virtual:gse-brands";
import {
  applyBrandHead,
  applyColorScheme,
  brandSchemes,
  type ColorScheme,
  parseBrandKey,
} from "@gse/brand-kit";
import { loadBrandFonts } from "../brand-fonts.ts";
import { setLiveBrand, setLiveScheme } from "../live-brand.ts";
import type { BrandGridCell } from "./story-cells.ts";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The story whose state is on the page now, as `screen · state`. */
let mounted: string | undefined;

const storyOf = (cell: BrandGridCell) => `${cell.screen} · ${cell.state}`;

/**
 * Swaps the mounted story to another brand as the portal would: the brand's head (CSS variables, fonts, title),
 * its fonts loaded, and the theme the preview's decorator provides, under the live tree, so every state the
 * story's play reached (typed values, open dialogs, focus) stays.
 */
export async function rethemeMounted(brandKey: string): Promise<void> {
  const brand = brands[brandKey];
  if (!brand) throw new Error(`review grid: no brand "${brandKey}" in virtual:gse-brands`);
  const { application, tenant } = parseBrandKey(brandKey);
  applyBrandHead(document, { key: brandKey, brand }, { application, tenant: tenant ?? null });
  await loadBrandFonts(brandKey, brand);
  setLiveBrand(brandKey);
  await nextFrame();
}

/** Whether a brand can show the dark scheme (one pinned to light cannot): its cells are checked in dark too. */
export const showsDark = (brandKey: string): boolean => {
  const brand = brands[brandKey];
  return brand !== undefined && brandSchemes(brand).includes("dark");
};

/**
 * Swaps the mounted story to a scheme as a device turning dark would: the theme under the live tree (the preview's
 * and every screen mock's) and the page's mark (`<html data-color-scheme>`, which the brand's stylesheet reads),
 * so the state the story's play reached stays. `undefined` gives the story its own scheme back.
 */
export async function rethemeScheme(brandKey: string, scheme: ColorScheme | undefined): Promise<void> {
  const brand = brands[brandKey];
  setLiveScheme(scheme);
  if (brand) applyColorScheme(document, brand, scheme);
  await nextFrame();
}

/** Renders a cell's story afresh in its own brand (its loaders, render and play), with no re-theming left over. */
export async function runFresh(cell: BrandGridCell): Promise<void> {
  mounted = undefined;
  setLiveBrand(undefined);
  await cell.run();
  mounted = storyOf(cell);
}

/** A cell of a shared-state grid: `runShared` answers whether it re-themed the mounted state (else ran afresh). */
export interface SharedStateCell extends BrandGridCell {
  readonly runShared: () => Promise<boolean>;
}

/**
 * The cells story by story instead of brand by brand, for stories that read their brand only through the theme
 * and the brand head (the console: the same for every application). A story's first cell runs it (render and
 * play); its next cells re-theme the state that play reached to their brand rather than playing it again, which
 * was most of a console cell's time. A cell run alone (a `-t` filter) or after a failed one runs its story afresh.
 */
export function sharedStateCells(rows: readonly (readonly BrandGridCell[])[]): SharedStateCell[] {
  const byStory = new Map<string, BrandGridCell[]>();
  for (const cell of rows.flat()) {
    const cells = byStory.get(storyOf(cell)) ?? [];
    cells.push(cell);
    byStory.set(storyOf(cell), cells);
  }
  return [...byStory.values()].flat().map((cell) => {
    const runShared = async () => {
      if (mounted !== storyOf(cell)) {
        await runFresh(cell);
        return false;
      }
      mounted = undefined; // set again only once the swap has succeeded
      await rethemeMounted(cell.brandKey);
      mounted = storyOf(cell);
      return true;
    };
    return { ...cell, run: async () => void (await runShared()), runShared };
  });
}
