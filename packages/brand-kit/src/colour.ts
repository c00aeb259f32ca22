/** An sRGB colour with channels 0-255 and alpha 0-1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/**
 * Reads a colour the brand schema accepted (#hex, rgb()/rgba(), hsl()/hsla()). Throws on anything else, which
 * only happens when a caller skipped the schema.
 */
export function parseColour(colour: string): Rgba {
  const value = colour.trim().toLowerCase();
  if (value.startsWith("#")) return parseHex(value.slice(1));
  const match = /^(rgba?|hsla?)\((.*)\)$/.exec(value);
  const numbers = match?.[2]?.split(",").map((part) => Number.parseFloat(part));
  if (!match || !numbers || numbers.length < 3 || numbers.some(Number.isNaN)) {
    throw new Error(`colour: expected #hex, rgb() or hsl(), got ${JSON.stringify(colour)}`);
  }
  const [x = 0, y = 0, z = 0, a = 1] = numbers;
  return match[1]?.startsWith("rgb") ? { r: x, g: y, b: z, a } : { ...hslToRgb(x, y / 100, z / 100), a };
}

function parseHex(hex: string): Rgba {
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

function hslToRgb(hue: number, saturation: number, lightness: number): Omit<Rgba, "a"> {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const at = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: at(0), g: at(8), b: at(4) };
}

/** The colour seen when `top` (possibly translucent) is painted over the opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.2 contrast ratio (1 to 21) of `foreground` text on `background`. A translucent background is first
 * laid on `backdrop` (the page), a translucent foreground on the background.
 */
export function contrastRatio(foreground: string, background: string, backdrop = "#ffffff"): number {
  const back = composite(parseColour(background), composite(parseColour(backdrop), WHITE));
  const front = composite(parseColour(foreground), back);
  const [light, dark] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
