import { describe, expect, it } from "vitest";
import { rowsToDraw, WHOLE_TREE_MAX } from "./tree-window.ts";

const range = { startIndex: 100, endIndex: 109, overscan: 2, count: 500 };

describe("the rows a long tree draws", () => {
  it("draws the window and its overscan either side", () => {
    expect(rowsToDraw(range, -1)).toEqual([
      98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
    ]);
  });

  it("keeps drawing the dragged row when the tree has scrolled away from it, in reading order", () => {
    expect(rowsToDraw(range, 3)).toEqual([3, ...rowsToDraw(range, -1)]);
    expect(rowsToDraw(range, 400).at(-1)).toBe(400);
  });

  it("does not draw the dragged row twice when it is in view", () => {
    expect(rowsToDraw(range, 104)).toEqual(rowsToDraw(range, -1));
  });

  it("ignores a dragged row that is not in the list", () => {
    expect(rowsToDraw(range, 500)).toEqual(rowsToDraw(range, -1));
  });

  it(`draws every row of a menu of up to ${WHOLE_TREE_MAX} items, and only the window of a longer one`, () => {
    const short = { startIndex: 0, endIndex: 9, overscan: 2, count: WHOLE_TREE_MAX };
    expect(rowsToDraw(short, -1)).toHaveLength(WHOLE_TREE_MAX);
    expect(rowsToDraw({ ...short, count: WHOLE_TREE_MAX + 1 }, -1)).toHaveLength(12);
  });
});
