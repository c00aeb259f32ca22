import { afterAll, describe, expect, it } from "vitest";
import { reviewWidths } from "../review.tsx";
import { schemeProblems, widthProblems, widthsFromCurrent } from "./grid-check.ts";
import {
  rethemeMounted,
  rethemeScheme,
  runFresh,
  type SharedStateCell,
  sharedStateCells,
  showsDark,
} from "./live-cells.ts";
import type { BrandGridCell } from "./story-cells.ts";

export interface GridOptions {
  /**
   * The stories read their brand only through the theme and the brand head (the console), so each state is
   * reached once and re-themed to the other brands (sharedStateCells); a test holds a re-themed state to the
   * same story rendered in that brand.
   */
  readonly sharedState?: boolean;
}

/** What a brand's eye sees of the page: each element's tag, own text, colours and font, in document order. */
function pageLook(): string[] {
  return [...document.body.querySelectorAll("*")].map((element) => {
    const style = getComputedStyle(element);
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent?.trim())
      .join("");
    return `${element.tagName} "${text}" ${style.color} ${style.backgroundColor} ${style.borderTopColor} ${style.fontFamily} ${style.display}`;
  });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** A few cells spread over the grid, in a brand other than their story's first: the re-theming checks. */
function sampled(cells: readonly BrandGridCell[], brandKey: string): BrandGridCell[] {
  const inBrand = cells.filter((cell) => cell.brandKey === brandKey);
  return [0, Math.floor(inBrand.length / 2), inBrand.length - 1].flatMap((index) => inBrand[index] ?? []);
}

/**
 * Declares a review grid: one test per brand × screen × state, each rendering the state story in that brand and
 * checking the page with axe and for sideways scroll at 360 and 1280 px, then, for a brand that can show dark, the
 * same state re-themed to dark under the live tree (not played again) and checked with the rules colours change;
 * a shared-state grid's state re-themed to another brand is checked with the rules a brand changes (brandRules);
 * and a test that every brand has a row. `name` (one word) names it in the count `pnpm test` adds up: "review grid <name>: N
 * combinations ..., D of them in dark".
 */
export function describeGrid(
  name: string,
  brandKeys: readonly string[],
  rows: readonly (readonly BrandGridCell[])[],
  options: GridOptions = {},
): void {
  const cells: readonly (BrandGridCell | SharedStateCell)[] = options.sharedState
    ? sharedStateCells(rows)
    : rows.flat();
  let checked = 0;
  let checkedDark = 0;
  describe(`review grid, ${name}`, () => {
    it("has a row of states for each brand", () => {
      expect(brandKeys.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.length > 0)).toEqual(brandKeys.map(() => true));
    });
    if (options.sharedState && brandKeys.length > 1) {
      const [first = "", second = ""] = brandKeys;
      it.each(sampled(rows.flat(), second))(
        "re-themed from another brand, $screen · $state in $brandKey looks as it does rendered in it",
        async (cell) => {
          const original = rows
            .flat()
            .find(
              (other) =>
                other.brandKey === first && other.screen === cell.screen && other.state === cell.state,
            );
          if (!original) return;
          await runFresh(original);
          await rethemeMounted(cell.brandKey);
          const rethemed = pageLook();
          await runFresh(cell);
          expect(rethemed).toEqual(pageLook());
        },
      );
    }
    const darkBrand = brandKeys.find(showsDark);
    if (darkBrand) {
      it.each(sampled(rows.flat(), darkBrand).filter((cell) => cell.runInScheme))(
        "re-themed to dark, $screen · $state in $brandKey looks as it does rendered in dark",
        async (cell) => {
          await runFresh(cell);
          await rethemeScheme(cell.brandKey, "dark");
          const rethemed = pageLook();
          await rethemeScheme(cell.brandKey, undefined);
          await cell.runInScheme?.("dark");
          await nextFrame();
          try {
            expect(rethemed).toEqual(pageLook());
          } finally {
            await runFresh(cell);
          }
        },
      );
    }
    for (const cell of cells) {
      it(`${cell.brandKey} · ${cell.screen} · ${cell.state}`, async () => {
        let rethemed = false;
        if ("runShared" in cell) rethemed = await cell.runShared();
        else await cell.run();
        const light = { rethemed };
        const [here = reviewWidths[0], ...others] = widthsFromCurrent();
        // Light at the width the viewport has, dark at both (re-themed there, then one resize), and light again at
        // the other: one resize a cell instead of one a scheme.
        const problems = [
          ...(await schemeProblems(cell, light)),
          ...(await widthProblems(cell, light, here)),
        ];
        if (showsDark(cell.brandKey)) {
          await rethemeScheme(cell.brandKey, "dark");
          try {
            const dark = { scheme: "dark" } as const;
            problems.push(...(await schemeProblems(cell, dark)));
            for (const width of [here, ...others]) problems.push(...(await widthProblems(cell, dark, width)));
            checkedDark += reviewWidths.length;
          } finally {
            await rethemeScheme(cell.brandKey, undefined);
          }
        }
        for (const width of others) problems.push(...(await widthProblems(cell, light, width)));
        checked += reviewWidths.length * (showsDark(cell.brandKey) ? 2 : 1);
        expect(problems).toEqual([]);
      });
    }
    afterAll(() => {
      console.info(
        `review grid ${name}: ${checked} combinations (brand × screen × state × width × scheme) checked with axe and for sideways scroll, ${checkedDark} of them in dark`,
      );
    });
  });
}
