import { familyBrandKeys } from "../story-brands.ts";
import { brandGrid } from "./brand-grid.ts";
import { describeGrid } from "./describe-grid.ts";
import { pageStories, screenStories, storyFamilyRegistry } from "./grid-stories.ts";
import type { StoriesModule } from "./story-cells.ts";

export interface FamilyGridOptions {
  /** Stories of the family's own screens when they live outside this package (a family written elsewhere). */
  readonly stories?: readonly StoriesModule[];
  /**
   * Only each screen's first state: for a family that brings a layout and few screens of its own, whose
   * inherited screens' states the grid of the family they come from already checks in every brand.
   */
  readonly firstStateOnly?: boolean;
}

/**
 * Declares the review grid of a family's brands: one test per brand × screen × state, each rendering the state
 * story in that brand and checking the page with axe and for sideways scroll at 360 and 1280 px. Await it at
 * the top of a `*.grid.test.tsx` file.
 */
export async function describeFamilyGrid(family: string, options: FamilyGridOptions = {}): Promise<void> {
  const keys = familyBrandKeys(family);
  const stories = [...(options.stories ?? []), ...screenStories];
  const rows = await Promise.all(
    keys.map(async (key) => {
      const row = await brandGrid(key, stories, pageStories, storyFamilyRegistry);
      if (!options.firstStateOnly) return row;
      return row.filter((cell, index) => row.findIndex((first) => first.screen === cell.screen) === index);
    }),
  );
  describeGrid(family, keys, rows);
}
