import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { liveTexts, outlineSvgText } from "./outline-text.ts";

const inter = (weight: 400 | 700) => ({
  weight,
  file: fileURLToPath(new URL(`../../../../brands/suite/inter-latin-${weight}.woff2`, import.meta.url)),
});
const faces = [inter(400), inter(700)];

/** The x and y extents of a path's points, in the SVG's pixels. */
function extents(svg: string) {
  const d = /<path d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

const wordmark = (attributes: string, text = "GSE Nómina") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 188 56"><title>${text}</title>` +
  `<text x="62" y="36" ${attributes} font-family="sans-serif" font-weight="700" font-size="20" fill="#2b1a10">${text}</text></svg>`;

describe("outlining an SVG's live text in the brand's own font", () => {
  it("finds the words an SVG writes as live text, and none in outlined artwork", () => {
    expect(liveTexts(wordmark(""))).toEqual(["GSE Nómina"]);
    expect(liveTexts(outlineSvgText(wordmark(""), faces))).toEqual([]);
  });

  it("draws the text as one path with its fill, keeping the title that names the logo", () => {
    const outlined = outlineSvgText(wordmark(""), faces);
    expect(outlined).toMatch(/<path d="M[^"]+" fill="#2b1a10"\/><\/svg>$/);
    expect(outlined).toContain("<title>GSE Nómina</title>");
  });

  it("starts the glyphs at x and sits them on the baseline y, upright (font units are y-up)", () => {
    const { left, right, top, bottom } = extents(outlineSvgText(wordmark(""), faces));
    expect(left).toBeGreaterThanOrEqual(62);
    expect(left).toBeLessThan(64);
    // Capitals rise about 0.7 em above the baseline: 14 px at 20 px; nothing in "GSE Nómina" descends far.
    expect(top).toBeGreaterThan(36 - 20);
    expect(top).toBeLessThan(36 - 12);
    expect(bottom).toBeLessThanOrEqual(36 + 1);
    expect(right - left).toBeGreaterThan(100);
    expect(right).toBeLessThan(188);
  });

  it("centres the text on x for text-anchor middle, as the favicon's letter is", () => {
    const { left, right } = extents(outlineSvgText(wordmark('text-anchor="middle"', "A"), faces));
    expect((left + right) / 2).toBeCloseTo(62, 0);
  });

  it("uses the face nearest the requested weight: bold is wider than regular", () => {
    const bold = extents(outlineSvgText(wordmark(""), faces));
    const regular = extents(
      outlineSvgText(wordmark("").replace('font-weight="700"', 'font-weight="400"'), faces),
    );
    expect(bold.right - bold.left).toBeGreaterThan(regular.right - regular.left);
  });

  it("reads XML entities in the text as the characters they stand for", () => {
    expect(liveTexts(wordmark("", "R&amp;D &#211;"))).toEqual(["R&D Ó"]);
  });

  it("refuses a brand with no font faces, naming what is missing", () => {
    expect(() => outlineSvgText(wordmark(""), [])).toThrow(/declares no font faces/);
  });
});
