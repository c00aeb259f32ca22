import { parseColour } from "../colour.ts";

/** `weight` of `top` mixed into `bottom`, as #rrggbb. */
export function mixColours(top: string, bottom: string, weight: number): string {
  const a = parseColour(top);
  const b = parseColour(bottom);
  const channel = (x: number, y: number) =>
    Math.round(x * weight + y * (1 - weight))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(a.r, b.r)}${channel(a.g, b.g)}${channel(a.b, b.b)}`;
}

/** How much of the brand's main colour tints a disabled button's fill. */
const TINT = 12;

/**
 * A disabled filled button's fill: a pale tint of the brand's main colour, no longer the call to act,
 * under the brand's text colour, whose 4.5:1 on it `checkContrast` holds every brand to. It replaces a 60 %
 * opacity, which fell to about 2.5:1. (WCAG exempts disabled controls; a user who cannot read a greyed-out
 * button cannot tell what it is, so the portal does not take the exemption.) Mixed by the browser: the page's
 * first script carries no colour arithmetic.
 */
export const disabledTint = (accent: string, surface: string): string =>
  `color-mix(in srgb, ${accent} ${TINT}%, ${surface})`;

/** `disabledTint` as the browser computes it, for the contrast check. */
export const disabledTintHex = (accent: string, surface: string): string =>
  mixColours(accent, surface, TINT / 100);
