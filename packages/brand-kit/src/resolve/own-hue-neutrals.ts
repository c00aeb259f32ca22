import { parseColour } from "../colour.ts";

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Hue (0-360), saturation and lightness (0-1) of a colour. */
export function toHsl(colour: string): { h: number; s: number; l: number } {
  const { r, g, b } = parseColour(colour);
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h =
    max === red ? ((green - blue) / d + 6) % 6 : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  return { h: h * 60, s, l };
}

function toHex(h: number, s: number, l: number): string {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const at = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${at(0)}${at(8)}${at(4)}`;
}

/** A colour with another colour's hue, keeping its own saturation and lightness (a grey stays grey). */
export function inHueOf(colour: string, hueSource: string): string {
  const { s, l } = toHsl(colour);
  return toHex(toHsl(hueSource).h, s, l);
}

/**
 * A brand that sets its own primary colour but not its neutrals would inherit neutrals tinted with its
 * parent's hue (a Colombian tenant's borders and backgrounds in the parent's purple). Its neutrals are the
 * parent's, turned to the hue of its own primary: the same lightness, so the same contrast, in its own colour.
 */
export function ownHueNeutrals(flat: Json, own: Json): Json {
  if (!isObject(flat) || !isObject(own) || !isObject(own.palette)) return flat;
  const ownPrimary = own.palette.primary;
  if (!isObject(ownPrimary) || typeof ownPrimary.main !== "string" || own.palette.neutral !== undefined)
    return flat;
  const palette = flat.palette;
  if (!isObject(palette) || !isObject(palette.neutral)) return flat;
  const primary = ownPrimary.main;
  const neutral = Object.fromEntries(
    Object.entries(palette.neutral).map(([name, colour]) => [
      name,
      typeof colour === "string" && colour.startsWith("#") ? inHueOf(colour, primary) : colour,
    ]),
  );
  return { ...flat, palette: { ...palette, neutral } };
}
