import { brands, brandTexts } from "virtual:gse-brands";
import { type FamilyRegistry, loadFamily, resolveScreen, type Screen, screenSlots } from "@gse/sdk";
import { type BrandGridCell, type StoriesModule, storyCells } from "./story-cells.ts";

const familyScreens = new Map<string, Promise<ReadonlySet<Screen>>>();

/** Every screen a family shows: for each slot, the component it (or a family it extends) puts there. */
function screensOf(family: string, registry: FamilyRegistry): Promise<ReadonlySet<Screen>> {
  let screens = familyScreens.get(family);
  if (!screens) {
    screens = loadFamily(registry, family).then(async (loaded) => {
      const lazies = screenSlots.flatMap((slot) => resolveScreen(loaded, slot) ?? []);
      return new Set((await Promise.all(lazies.map((lazy) => lazy()))).map((module) => module.default));
    });
    familyScreens.set(family, screens);
  }
  return screens;
}

/**
 * The grid of one brand: every state story of every screen of the brand's family, plus the page-level stories
 * every family shows (maintenance overlay, notices). Nothing is listed by hand: a screen is in the grid when its
 * family resolves a slot to the stories' `component`, and a new brand folder brings its own row. A story whose
 * state only some brands can show says so with `onlyInBrands` and is left out of the others' rows. Families
 * are looked up in `registry`, the portal's (Storybook's `parameters.families`). A brand with its own texts in a
 * language other than Spanish has its row again in that language.
 */
export async function brandGrid(
  brandKey: string,
  screenStories: readonly StoriesModule[],
  pageStories: readonly StoriesModule[],
  registry: FamilyRegistry,
): Promise<BrandGridCell[]> {
  const brand = brands[brandKey];
  if (!brand) throw new Error(`review grid: no brand "${brandKey}" in virtual:gse-brands`);
  const screens = await screensOf(brand.family, registry);
  const modules = [
    ...screenStories.filter((module) => screens.has(module.default.component as Screen)),
    ...pageStories,
  ];
  // A language the brand rewords is drawn too (Spanish, the toolbar's first, always is): its wording must fit.
  const reworded = Object.keys(brandTexts[brandKey] ?? {}).filter((language) => language !== "es");
  return [undefined, ...reworded].flatMap((language) =>
    modules.flatMap((module) => storyCells(module, brandKey, language)),
  );
}
