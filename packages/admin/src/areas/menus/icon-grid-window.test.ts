import { describe, expect, it } from "vitest";
import { iconColumns, iconRowsToDraw, movedFocus } from "./icon-grid-window.ts";

describe("the icon picker's grid", () => {
  it("fits as many 88 px cells with 6 px gaps as the grid's CSS does, and at least one", () => {
    expect(iconColumns(464)).toBe(5);
    expect(iconColumns(463)).toBe(4);
    expect(iconColumns(88)).toBe(1);
    expect(iconColumns(182)).toBe(2);
    expect(iconColumns(181)).toBe(1);
    expect(iconColumns(0)).toBe(1);
  });

  it("draws the box's rows and the tab stop's row wherever it is, in reading order, once", () => {
    const window = { startIndex: 10, endIndex: 14, overscan: 2, count: 115 };
    expect(iconRowsToDraw(window, 12)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(iconRowsToDraw(window, 100)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 100]);
    expect(iconRowsToDraw(window, 2)).toEqual([2, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(iconRowsToDraw(window, 115)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it("moves the focus by one icon, by a row, to the first and the last, never off the grid", () => {
    expect(movedFocus("ArrowRight", 4, 400, 5)).toBe(5);
    expect(movedFocus("ArrowLeft", 4, 400, 5)).toBe(3);
    expect(movedFocus("ArrowDown", 4, 400, 5)).toBe(9);
    expect(movedFocus("ArrowUp", 9, 400, 5)).toBe(4);
    expect(movedFocus("Home", 123, 400, 5)).toBe(0);
    expect(movedFocus("End", 3, 400, 5)).toBe(399);
    expect(movedFocus("ArrowLeft", 0, 400, 5)).toBeUndefined();
    expect(movedFocus("ArrowUp", 3, 400, 5)).toBeUndefined();
    expect(movedFocus("ArrowDown", 397, 400, 5)).toBeUndefined();
    expect(movedFocus("ArrowRight", 399, 400, 5)).toBeUndefined();
    expect(movedFocus("Enter", 3, 400, 5)).toBeUndefined();
  });
});
