import { type FamilyRegistry, isLanguage, type Screen, type ScreenSlot } from "@gse/sdk";
import { MemoryStorage } from "@gse/sdk/testing";
import type { Loader, StoryContext } from "@storybook/react-vite";
import { getScreenMock, type ScreenMock, type ScreenMockOptions } from "./get-screen-mock.tsx";
import { toolbarScheme } from "./live-brand.ts";
import { chromaticModes, storyBrand, storyBrandTexts } from "./story-brands.ts";

/** A story's `parameters.screen`: the mock's options besides brand and language, which the toolbar picks. */
export type ScreenStoryParameters = Omit<ScreenMockOptions, "brand" | "brandKey" | "language" | "texts">;

let mocks = 0;

/** A storage with `seed`'s entries, so a story's stored state is where each render starts, not shared. */
function copyOf(seed: Storage): Storage {
  const copy = new MemoryStorage();
  for (let index = 0; index < seed.length; index += 1) {
    const key = seed.key(index);
    if (key !== null) copy.setItem(key, seed.getItem(key) ?? "");
  }
  return copy;
}

/**
 * The story's screen options with a fresh copy of the storage it seeds: the same story rendered again (another
 * brand of the review grid, the toolbar) starts from the story's state even after a play function cleared it.
 */
function freshOptions(parameters: ScreenStoryParameters): ScreenStoryParameters {
  const seed = parameters.env?.sessionStorage;
  return seed ? { ...parameters, env: { ...parameters.env, sessionStorage: copyOf(seed) } } : parameters;
}

/**
 * The registry a story's brand family is looked up in: Storybook's preview sets `parameters.families` to the
 * portal's, which has the families written outside this package (a kiosk brand's) beside the four shipped.
 */
export function storyFamilies(parameters: { readonly families?: unknown }): {
  readonly families?: FamilyRegistry;
} {
  return parameters.families ? { families: parameters.families as FamilyRegistry } : {};
}

/** Builds the story's screen mock from its parameters and the toolbar's brand and language. */
const screenLoader: Loader = async (context) => {
  const { key, brand } = storyBrand(context.globals.brand);
  const language = isLanguage(context.globals.language) ? context.globals.language : "es";
  const mock = getScreenMock({
    ...freshOptions(context.parameters.screen as ScreenStoryParameters),
    brand,
    brandKey: key,
    language,
    texts: storyBrandTexts(key, language),
    scheme: toolbarScheme(context.globals.colorScheme),
    ...storyFamilies(context.parameters),
  });
  await mock.ready();
  mocks += 1;
  return { mock, mockId: mocks };
};

/** The mock a story rendered with, for its play function to read (`mockOf(context).moves`). */
export function mockOf(context: Pick<StoryContext, "loaded">): ScreenMock {
  return context.loaded.mock as ScreenMock;
}

/**
 * The common part of a screen's stories: the screen rendered inside `getScreenMock`'s providers with the
 * toolbar's brand and language, on the in-memory API. Spread it into the meta beside a literal `title` and
 * the `component`; stories add `parameters.screen` for their state. `family` names the brands Chromatic
 * captures the stories in.
 */
export function screenStories(slot: ScreenSlot, family = "common") {
  return {
    parameters: {
      screen: { slot } satisfies ScreenStoryParameters,
      chromatic: { modes: chromaticModes(family) },
    },
    loaders: [screenLoader],
    render: (_args: unknown, context: StoryContext) => {
      const mock = mockOf(context);
      const Component = context.component as Screen;
      // A new mock (another brand or language from the toolbar) is a new page: the screen starts over.
      return mock.wrap(<Component key={String(context.loaded.mockId)} {...mock.props} />);
    },
  };
}
