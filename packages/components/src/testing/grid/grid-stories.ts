/// <reference types="vite/client" />
import type { FamilyRegistry } from "@gse/sdk";
import { setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../../../../.storybook/preview.tsx";
import type { StoriesModule } from "./story-cells.ts";

// Stories render with Storybook's own preview: its loaders and decorators apply the brand's head, theme, fonts
// and catalog as Storybook does and as the portal boots.
setProjectAnnotations(preview);

/** Every screen's state stories (the review pages, `*.review.stories.tsx`, are not states). */
export const screenStories: readonly StoriesModule[] = Object.values(
  import.meta.glob<StoriesModule>(
    ["../../families/*/*.stories.tsx", "!../../families/*/*.review.stories.tsx"],
    { eager: true },
  ),
);

/** The page-level stories every family shows over its screens: the maintenance overlay and the notices. */
export const pageStories: readonly StoriesModule[] = Object.values(
  import.meta.glob<StoriesModule>("../../page/*.stories.tsx", { eager: true }),
);

/** The registry the stories look families up in: the portal's, as Storybook's preview passes it. */
export const storyFamilyRegistry = preview.parameters?.families as FamilyRegistry;
