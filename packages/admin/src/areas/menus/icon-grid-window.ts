import { defaultRangeExtractor, type Range } from "@tanstack/react-virtual";

// The icon picker's grid of about 400 icons, drawn whole, rendered 400 buttons, each with a mask image of its own
// (a small SVG document to load and paint) the moment the tab opened; only the rows in its 320 px box, and a few
// either side, need to be there.

/** An icon cell's least width and the space between cells: the grid lays them out `auto-fill, minmax(88px, 1fr)`. */
export const ICON_CELL_MIN_PX = 88;
export const ICON_GAP_PX = 6;

/** A row's height before it is measured: the 64 px cell. */
export const ICON_ROW_ESTIMATE_PX = 64;

/** Rows drawn beyond each edge of the box: an arrow key or a short scroll finds the next row already there. */
export const ICON_OVERSCAN = 2;

/**
 * A list of up to this many icons (a search's answer) is drawn whole: a person's find in page and a screen
 * reader's walk through the group see every icon. The whole list draws only its window.
 */
export const WHOLE_GRID_MAX = 60;

/**
 * The rows of the whole list to draw: the box's window, and the row of the grid's tab stop wherever it is, so that
 * Tab always finds the grid (a keyboard move scrolls to its row; a stop scrolled away stays drawn).
 */
export function iconRowsToDraw(range: Range, stopRow: number): number[] {
  const rows = defaultRangeExtractor(range);
  if (stopRow < 0 || stopRow >= range.count || rows.includes(stopRow)) return rows;
  return [...rows, stopRow].sort((a, b) => a - b);
}

/** How many cells fit in a row of the grid `width` px wide, as `auto-fill` places them; at least one. */
export function iconColumns(width: number): number {
  return Math.max(1, Math.floor((width + ICON_GAP_PX) / (ICON_CELL_MIN_PX + ICON_GAP_PX)));
}

/**
 * Where a key moves the focus in a grid of `count` icons, `columns` a row (the grid is one tab stop, and arrows
 * move within it): left and right to the previous and next icon, up and down a row, Home and End to the first and
 * last. Undefined for any other key, or a move off the grid's edge.
 */
export function movedFocus(key: string, index: number, count: number, columns: number): number | undefined {
  const target =
    key === "ArrowRight"
      ? index + 1
      : key === "ArrowLeft"
        ? index - 1
        : key === "ArrowDown"
          ? index + columns
          : key === "ArrowUp"
            ? index - columns
            : key === "Home"
              ? 0
              : key === "End"
                ? count - 1
                : undefined;
  return target !== undefined && target >= 0 && target < count ? target : undefined;
}
