import { afterAll, describe, expect, it } from "vitest";
import { reviewWidths } from "../review.tsx";
import { familyBrandKeys } from "../story-brands.ts";
import { brandGrid } from "./brand-grid.ts";
import { cellProblems } from "./grid-check.ts";
import { pageStories, screenStories } from "./grid-stories.ts";

/**
 * Declares the review grid of a family's brands: one test per brand × screen × state, each rendering the state
 * story in that brand and checking the page with axe and for sideways scroll at 360 and 1280 px. Await it at
 * the top of a `*.grid.test.tsx` file.
 */
export async function describeFamilyGrid(family: string): Promise<void> {
  const keys = familyBrandKeys(family);
  const rows = await Promise.all(keys.map((key) => brandGrid(key, screenStories, pageStories)));
  let checked = 0;
  describe(`review grid, ${family} family`, () => {
    it("has a row of states for each brand of the family", () => {
      expect(keys.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.length > 0)).toEqual(keys.map(() => true));
    });
    for (const cell of rows.flat()) {
      it(`${cell.brandKey} · ${cell.screen} · ${cell.state}`, async () => {
        await cell.run();
        const problems = await cellProblems(cell);
        checked += reviewWidths.length;
        expect(problems).toEqual([]);
      });
    }
    afterAll(() => {
      console.info(
        `review grid ${family}: ${checked} combinations (brand × screen × state × width) checked with axe and for sideways scroll`,
      );
    });
  });
}
