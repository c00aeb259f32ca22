import { afterAll, describe, expect, it } from "vitest";
import { reviewWidths } from "../review.tsx";
import { cellProblems } from "./grid-check.ts";
import type { BrandGridCell } from "./story-cells.ts";

/**
 * Declares a review grid: one test per brand × screen × state, each rendering the state story in that brand and
 * checking the page with axe and for sideways scroll at 360 and 1280 px, and a test that every brand has a row.
 * `name` (one word) names it in the count `pnpm test` adds up: "review grid <name>: N combinations".
 */
export function describeGrid(
  name: string,
  brandKeys: readonly string[],
  rows: readonly (readonly BrandGridCell[])[],
): void {
  let checked = 0;
  describe(`review grid, ${name}`, () => {
    it("has a row of states for each brand", () => {
      expect(brandKeys.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.length > 0)).toEqual(brandKeys.map(() => true));
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
        `review grid ${name}: ${checked} combinations (brand × screen × state × width) checked with axe and for sideways scroll`,
      );
    });
  });
}
