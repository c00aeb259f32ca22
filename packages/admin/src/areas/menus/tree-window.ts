import { defaultRangeExtractor, type Range } from "@tanstack/react-virtual";

// Which rows of a long tree are drawn: drawn whole, a 500-item tree re-rendered, measured and moved every row
// on each pointer move of a drag; only the rows in view, and a few either side, need to be there.

/**
 * Rows drawn beyond each edge of the tree's viewport: a keyboard move or an auto-scroll finds the next row
 * already drawn and measured, so dnd-kit has somewhere to move to.
 */
export const TREE_OVERSCAN = 5;

/** A row's height before it is measured: the 44 px touch target, its padding and border. */
export const TREE_ROW_ESTIMATE_PX = 50;

/** The space between two rows. */
export const TREE_ROW_GAP_PX = 4;

/**
 * A menu of up to this many items is drawn whole: a person's find in page and a screen reader's walk through the
 * list see every item, and a drag over 50 rows still fits a frame. Longer menus draw only their window.
 */
export const WHOLE_TREE_MAX = 50;

/**
 * The rows to draw: every row of a menu of up to WHOLE_TREE_MAX items; of a longer one, the window's, and the
 * dragged row wherever it is. The dragged row must stay mounted when the
 * tree scrolls away from where it started: dnd-kit holds its node (its rect, its moving transform) and its
 * handle holds the keyboard's focus.
 */
export function rowsToDraw(range: Range, activeIndex: number): number[] {
  if (range.count <= WHOLE_TREE_MAX) return Array.from({ length: range.count }, (_, index) => index);
  const rows = defaultRangeExtractor(range);
  if (activeIndex < 0 || activeIndex >= range.count || rows.includes(activeIndex)) return rows;
  return [...rows, activeIndex].sort((a, b) => a - b);
}
