import { brands } from "virtual:gse-brands";
import { composeStories, type Meta, type Parameters } from "@storybook/react-vite";
import type { StoryBrandsParameter } from "../story-brands.ts";

/** A `*.stories.tsx` module as Vite imports it. */
export type StoriesModule = { readonly default: Meta } & Readonly<Record<string, unknown>>;

/** One cell of the review grid: one state story of one screen (or piece), rendered in one brand. */
export interface BrandGridCell {
  readonly brandKey: string;
  /** The stories' title, `Common/LoginScreen`. */
  readonly screen: string;
  /** The story's export name, `TwoAttemptsLeft`. */
  readonly state: string;
  /** The language it is drawn in, when not the toolbar's first (a language the brand rewords). */
  readonly language?: string;
  /** Renders the story in the brand and runs its play function, as Storybook's test run does. */
  readonly run: () => Promise<void>;
  /** The same, with Storybook's scheme toolbar set to `scheme` (what a re-themed state is held to). */
  readonly runInScheme?: (scheme: "light" | "dark") => Promise<void>;
}

/** Story or meta annotations moved to `brandKey`: the grid's brand replaces any the story pins for the sidebar. */
function inBrand(annotations: unknown, brandKey: string, scheme?: string, language?: string): unknown {
  if (typeof annotations !== "object" || annotations === null || Array.isArray(annotations))
    return annotations;
  const { globals } = annotations as { readonly globals?: Record<string, unknown> };
  return {
    ...annotations,
    globals: {
      ...globals,
      brand: brandKey,
      ...(scheme && { colorScheme: scheme }),
      ...(language && { language }),
    },
  };
}

/**
 * Every state story of a stories module as a cell in one brand; a story whose state only some brands can show
 * (`onlyInBrands`) is left out of the others.
 */
export function storyCells(module: StoriesModule, brandKey: string, language?: string): BrandGridCell[] {
  const brand = brands[brandKey];
  if (!brand) throw new Error(`review grid: no brand "${brandKey}" in virtual:gse-brands`);
  // Only what the grid uses of a composed story: its merged parameters and the run of loaders, render and play.
  const compose = (scheme?: string) =>
    composeStories(
      Object.fromEntries(
        Object.entries(module).map(([name, annotations]) => [
          name,
          inBrand(annotations, brandKey, scheme, language),
        ]),
      ) as StoriesModule,
    ) as Record<string, { parameters: Parameters; run(): Promise<void> }>;
  const composed = compose();
  return Object.entries(composed).flatMap(([state, story]) => {
    const only = (story.parameters.brands as StoryBrandsParameter | undefined)?.appliesTo;
    if (only && !only(brand, brandKey)) return [];
    return [
      {
        brandKey,
        screen: module.default.title ?? state,
        state: language ? `${state} (${language})` : state,
        ...(language && { language }),
        run: () => story.run(),
        runInScheme: (scheme: "light" | "dark") => compose(scheme)[state]?.run() ?? Promise.resolve(),
      },
    ];
  });
}
