import { describe, expect, it } from "vitest";
import { consoleGridParts, consoleGridRows } from "./console-grid-parts.ts";

const brands = ["suite", "payroll", "invoicing", "biometrics"];
const states = [
  "Users/List · Default",
  "Users/List · Empty",
  "Roles/Card · Saved",
  "Menus/Editor · Dragging",
];
const rows = brands.map((brandKey) =>
  states.map((story) => {
    const [screen = "", state = ""] = story.split(" · ");
    return { brandKey, screen, state };
  }),
);
const partsOf = () => Array.from({ length: consoleGridParts }, (_, part) => consoleGridRows(part, rows));

describe("the console grid's parts", () => {
  it("give every part a row for every brand", () => {
    for (const part of partsOf()) expect(part.map((row) => row[0]?.brandKey)).toEqual(brands);
  });

  it("put each state in exactly one part, with all its brands, so that it is played once in the grid", () => {
    const seen = partsOf().flatMap((part, index) =>
      part.flat().map((cell) => ({ story: `${cell.screen} · ${cell.state}`, brand: cell.brandKey, index })),
    );
    for (const story of states) {
      const cells = seen.filter((cell) => cell.story === story);
      expect(cells.map((cell) => cell.brand)).toEqual(brands);
      expect(new Set(cells.map((cell) => cell.index)).size).toBe(1);
    }
    expect(seen).toHaveLength(brands.length * states.length);
  });
});
