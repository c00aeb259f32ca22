import { brands } from "virtual:gse-brands";
import { page } from "vitest/browser";
import { brandFontProblems } from "../brand-fonts.ts";
import { axeProblems, brandRules, colourRules, reviewWidths } from "../review.tsx";
import { disabledContrastProblems } from "./disabled-contrast.ts";
import { logoOverflowProblems } from "./logo-overflow.ts";
import type { BrandGridCell } from "./story-cells.ts";

/** The viewport's width as the last cell left it: the next cell starts there, saving one resize of the two. */
let currentWidth: number | undefined;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** How the page a cell left behind was reached, when not by rendering its story afresh in its brand. */
export interface CellPass {
  /** The dark scheme, re-themed under the live tree: colour rules only (the light pass ran the rest). */
  readonly scheme?: "dark";
  /**
   * The state another brand's run reached, re-themed to this brand (the console): the same document but for what
   * the brand gives it, so only the rules that read those (brandRules) run; the first brand ran them all.
   */
  readonly rethemed?: boolean;
}

/**
 * What is wrong with the page a cell left behind, at 360 and 1280 px: each axe violation of WCAG 2.2 AA and a
 * page that scrolls sideways, one line each naming brand, screen, state and width; and, once, a page not drawn
 * in the brand's own fonts (a face that did not load, another rendered family), naming brand and font, and a
 * disabled button whose label reads under 4.5:1 ("disabled-contrast": axe skips disabled controls); and at each
 * width, a brand logo that does not fit its box ("logo-overflow").
 */
export async function cellProblems(cell: BrandGridCell, pass: CellPass = {}): Promise<string[]> {
  const { scheme, rethemed = false } = pass;
  // A re-theme ends on a drawn frame: a page re-themed at the width it has is measured as it stands.
  const settled = scheme !== undefined || rethemed;
  const rules = scheme ? colourRules : rethemed ? brandRules : undefined;
  const problems: string[] = [];
  const brand = brands[cell.brandKey];
  const root = document.querySelector("#storybook-root") ?? document.body;
  // The same state in the dark scheme: named so in every line (`brand payroll (dark), ...`).
  const brandLabel = scheme ? `${cell.brandKey} (${scheme})` : cell.brandKey;
  if (brand) {
    const fonts = await brandFontProblems(root, cell.brandKey, brand);
    problems.push(
      ...fonts.map(
        (problem) =>
          `brand ${brandLabel}, screen ${cell.screen}, state ${cell.state}: ${problem.replace(`brand ${cell.brandKey}: `, "")}`,
      ),
    );
  }
  // Colours do not change with the width: measured once, on the page the story drew.
  problems.push(
    ...disabledContrastProblems(root, `brand ${brandLabel}, screen ${cell.screen}, state ${cell.state}`),
  );
  const widths = currentWidth === reviewWidths.at(-1) ? [...reviewWidths].reverse() : reviewWidths;
  for (const width of widths) {
    if (width !== currentWidth) {
      await page.viewport(width, 800);
      currentWidth = width;
      await nextFrame();
    } else if (!settled) {
      await nextFrame();
    }
    const label = `brand ${brandLabel}, screen ${cell.screen}, state ${cell.state}, ${width}px`;
    problems.push(...(await axeProblems(document.body, label, rules)));
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) problems.push(`${label}: the page scrolls sideways (${scrollWidth}px)`);
    if (brand) problems.push(...logoOverflowProblems(root, brand.name, label));
  }
  return problems;
}
