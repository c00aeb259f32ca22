import { describe, expect, it } from "vitest";
import { contrastRatio, parseColour } from "./colour.ts";

describe("parseColour", () => {
  it("reads every spelling the schema accepts", () => {
    expect(parseColour("#fff")).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour("#1F3F9E")).toEqual({ r: 31, g: 63, b: 158, a: 1 });
    expect(parseColour("#00000080").a).toBeCloseTo(0.5, 2);
    expect(parseColour("rgb(31, 63, 158)")).toEqual({ r: 31, g: 63, b: 158, a: 1 });
    expect(parseColour("rgba(0,0,0,0.4)")).toEqual({ r: 0, g: 0, b: 0, a: 0.4 });
    const hsl = parseColour("hsl(0, 100%, 50%)");
    expect([hsl.r, hsl.g, hsl.b]).toEqual([255, 0, 0]);
  });
});

describe("contrastRatio (WCAG 2.2)", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1f3f9e", "#1f3f9e")).toBeCloseTo(1, 5);
  });

  it("matches the known ratio of #767676 on white, the lightest grey that passes AA", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it("lays a translucent background on the page before measuring", () => {
    expect(contrastRatio("#000000", "rgba(0, 0, 0, 0)", "#ffffff")).toBeCloseTo(21, 5);
  });
});
