import { brands } from "virtual:gse-brands";
import { loadFamily, resolveScreen, type Screen, screenSlots } from "@gse/sdk";
import { composeStories, type Meta, type Parameters } from "@storybook/react-vite";
import { familyRegistry } from "../../families/registry.ts";
import type { StoryBrandsParameter } from "../story-brands.ts";

/** A `*.stories.tsx` module as Vite imports it. */
export type StoriesModule = { readonly default: Meta } & Readonly<Record<string, unknown>>;

/** One cell of the review grid: one state story of one screen, rendered in one brand. */
export interface BrandGridCell {
  readonly brandKey: string;
  /** The stories' title, `Common/LoginScreen`. */
  readonly screen: string;
  /** The story's export name, `TwoAttemptsLeft`. */
  readonly state: string;
  /** Renders the story in the brand and runs its play function, as Storybook's test run does. */
  readonly run: () => Promise<void>;
}

const familyScreens = new Map<string, Promise<ReadonlySet<Screen>>>();

/** Every screen a family shows: for each slot, the component it (or a family it extends) puts there. */
function screensOf(family: string): Promise<ReadonlySet<Screen>> {
  let screens = familyScreens.get(family);
  if (!screens) {
    screens = loadFamily(familyRegistry, family).then(async (loaded) => {
      const lazies = screenSlots.flatMap((slot) => resolveScreen(loaded, slot) ?? []);
      return new Set((await Promise.all(lazies.map((lazy) => lazy()))).map((module) => module.default));
    });
    familyScreens.set(family, screens);
  }
  return screens;
}

/** Story or meta annotations moved to `brandKey`: the grid's brand replaces any the story pins for the sidebar. */
function inBrand(annotations: unknown, brandKey: string): unknown {
  if (typeof annotations !== "object" || annotations === null || Array.isArray(annotations))
    return annotations;
  const { globals } = annotations as { readonly globals?: Record<string, unknown> };
  return { ...annotations, globals: { ...globals, brand: brandKey } };
}

/**
 * The grid of one brand: every state story of every screen of the brand's family, plus the page-level stories
 * every family shows (maintenance overlay, notices). Nothing is listed by hand: a screen is in the grid when its
 * family resolves a slot to the stories' `component`, and a new brand folder brings its own row. A story whose
 * state only some brands can show says so with `onlyInBrands` and is left out of the others' rows.
 */
export async function brandGrid(
  brandKey: string,
  screenStories: readonly StoriesModule[],
  pageStories: readonly StoriesModule[],
): Promise<BrandGridCell[]> {
  const brand = brands[brandKey];
  if (!brand) throw new Error(`review grid: no brand "${brandKey}" in virtual:gse-brands`);
  const screens = await screensOf(brand.family);
  const modules = [
    ...screenStories.filter((module) => screens.has(module.default.component as Screen)),
    ...pageStories,
  ];
  return modules.flatMap((module) => {
    const moved = Object.fromEntries(
      Object.entries(module).map(([name, annotations]) => [name, inBrand(annotations, brandKey)]),
    ) as StoriesModule;
    // Only what the grid uses of a composed story: its merged parameters and the run of loaders, render and play.
    const composed = composeStories(moved) as Record<
      string,
      { parameters: Parameters; run(): Promise<void> }
    >;
    return Object.entries(composed).flatMap(([state, story]) => {
      const only = (story.parameters.brands as StoryBrandsParameter | undefined)?.appliesTo;
      if (only && !only(brand, brandKey)) return [];
      return [{ brandKey, screen: module.default.title ?? state, state, run: () => story.run() }];
    });
  });
}
