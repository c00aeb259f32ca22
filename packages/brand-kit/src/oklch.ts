import { parseColour } from "./colour.ts";

/** A colour in OKLCH: perceptual lightness 0-1, chroma (0 to about 0.37 in sRGB), hue in degrees. */
export interface Oklch {
  readonly l: number;
  readonly c: number;
  readonly h: number;
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** An opaque colour the brand schema accepted, in OKLCH (Björn Ottosson's OKLab, polar). */
export function toOklch(colour: string): Oklch {
  const { r, g, b } = parseColour(colour);
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.hypot(a, bb);
  const h = c < 1e-6 ? 0 : ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

/** Linear sRGB of an OKLCH colour, possibly outside 0-1 (out of gamut). */
function linearRgb({ l: L, c, h }: Oklch): [number, number, number] {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707612701 * s,
  ];
}

const inGamut = (colour: Oklch) => linearRgb(colour).every((c) => c >= -1e-4 && c <= 1 + 1e-4);

/**
 * An OKLCH colour as #rrggbb. Out of sRGB, its chroma is lowered (same lightness, same hue) until it fits, so a
 * derived shade keeps the brand's hue rather than shifting it as channel clipping would.
 */
export function oklchToHex(colour: Oklch): string {
  const l = Math.min(1, Math.max(0, colour.l));
  let fitted: Oklch = { ...colour, l };
  if (!inGamut(fitted)) {
    let [low, high] = [0, colour.c];
    for (let step = 0; step < 20; step += 1) {
      const mid = (low + high) / 2;
      if (inGamut({ ...fitted, c: mid })) low = mid;
      else high = mid;
    }
    fitted = { ...fitted, c: low };
  }
  const hex = (c: number) =>
    Math.round(Math.min(1, Math.max(0, fromLinear(c))) * 255)
      .toString(16)
      .padStart(2, "0");
  const [r, g, b] = linearRgb(fitted);
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
