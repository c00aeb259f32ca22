import { familyBrandKeys } from "../story-brands.ts";
import { brandGrid } from "./brand-grid.ts";
import { describeGrid } from "./describe-grid.ts";
import { pageStories, screenStories } from "./grid-stories.ts";

/**
 * Declares the review grid of a family's brands: one test per brand × screen × state, each rendering the state
 * story in that brand and checking the page with axe and for sideways scroll at 360 and 1280 px. Await it at
 * the top of a `*.grid.test.tsx` file.
 */
export async function describeFamilyGrid(family: string): Promise<void> {
  const keys = familyBrandKeys(family);
  const rows = await Promise.all(keys.map((key) => brandGrid(key, screenStories, pageStories)));
  describeGrid(family, keys, rows);
}
