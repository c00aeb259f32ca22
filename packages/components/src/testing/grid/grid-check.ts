import { page } from "vitest/browser";
import { axeProblems, reviewWidths } from "../review.tsx";
import type { BrandGridCell } from "./story-cells.ts";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * What is wrong with the page a cell left behind, at 360 and 1280 px: each axe violation of WCAG 2.2 AA and a
 * page that scrolls sideways, one line each naming brand, screen, state and width.
 */
export async function cellProblems(cell: BrandGridCell): Promise<string[]> {
  const problems: string[] = [];
  for (const width of reviewWidths) {
    await page.viewport(width, 800);
    await nextFrame();
    const label = `brand ${cell.brandKey}, screen ${cell.screen}, state ${cell.state}, ${width}px`;
    problems.push(...(await axeProblems(document.body, label)));
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) problems.push(`${label}: the page scrolls sideways (${scrollWidth}px)`);
  }
  return problems;
}
