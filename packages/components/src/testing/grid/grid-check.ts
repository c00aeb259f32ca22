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

/** The widths a cell's checks go through, the one the viewport has now first: one resize fewer per pass. */
export const widthsFromCurrent = (): readonly number[] =>
  currentWidth === reviewWidths.at(-1) ? [...reviewWidths].reverse() : reviewWidths;

const labelOf = (cell: BrandGridCell, scheme: CellPass["scheme"]) =>
  `brand ${scheme ? `${cell.brandKey} (${scheme})` : cell.brandKey}, screen ${cell.screen}, state ${cell.state}`;

/**
 * What is wrong with the page a cell left behind in one scheme, whatever the width: a page not drawn in the
 * brand's own fonts (a face that did not load, another rendered family), naming brand and font, and a disabled
 * button whose label reads under 4.5:1 ("disabled-contrast": axe skips disabled controls). Colours and fonts do not
 * change with the width: measured once, on the page the story drew.
 */
export async function schemeProblems(cell: BrandGridCell, pass: CellPass = {}): Promise<string[]> {
  const problems: string[] = [];
  const brand = brands[cell.brandKey];
  const root = document.querySelector("#storybook-root") ?? document.body;
  const label = labelOf(cell, pass.scheme);
  if (brand) {
    const fonts = await brandFontProblems(root, cell.brandKey, brand);
    problems.push(...fonts.map((problem) => `${label}: ${problem.replace(`brand ${cell.brandKey}: `, "")}`));
  }
  problems.push(...disabledContrastProblems(root, label));
  return problems;
}

/**
 * What is wrong with the page a cell left behind at one width (the viewport resized to it first): each axe
 * violation of WCAG 2.2 AA (or of the rules the pass changes: colourRules in dark, brandRules re-themed), a page
 * that scrolls sideways, and a brand logo that does not fit its box ("logo-overflow"), one line each naming brand,
 * screen, state and width.
 */
export async function widthProblems(cell: BrandGridCell, pass: CellPass, width: number): Promise<string[]> {
  const { scheme, rethemed = false } = pass;
  // A re-theme ends on a drawn frame: a page re-themed at the width it has is measured as it stands.
  const settled = scheme !== undefined || rethemed;
  const rules = scheme ? colourRules : rethemed ? brandRules : undefined;
  if (width !== currentWidth) {
    await page.viewport(width, 800);
    currentWidth = width;
    await nextFrame();
  } else if (!settled) {
    await nextFrame();
  }
  const problems: string[] = [];
  const brand = brands[cell.brandKey];
  const root = document.querySelector("#storybook-root") ?? document.body;
  const label = `${labelOf(cell, scheme)}, ${width}px`;
  problems.push(...(await axeProblems(document.body, label, rules)));
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth > clientWidth) problems.push(`${label}: the page scrolls sideways (${scrollWidth}px)`);
  if (brand) problems.push(...logoOverflowProblems(root, brand.name, label));
  return problems;
}

/** Every check of a cell in one scheme: schemeProblems once, then widthProblems at 360 and 1280 px. */
export async function cellProblems(cell: BrandGridCell, pass: CellPass = {}): Promise<string[]> {
  const problems = await schemeProblems(cell, pass);
  for (const width of widthsFromCurrent()) problems.push(...(await widthProblems(cell, pass, width)));
  return problems;
}
