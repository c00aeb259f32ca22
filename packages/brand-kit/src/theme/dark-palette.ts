import { contrastRatio } from "../colour.ts";
import { type Oklch, oklchToHex, toOklch } from "../oklch.ts";
import type { Brand } from "../schema/brand.ts";
import { disabledTintHex, mixColours } from "./disabled-colours.ts";
import { darkOnAccent, type GivenDarkPalette, type rampNames, type SchemePalette } from "./scheme-palette.ts";
import type { ColourRamp } from "./theme.ts";

type RampName = (typeof rampNames)[number];
type NeutralName = keyof SchemePalette["neutral"];
/** A palette field, `primary.light` or `neutral.text`. */
export type PaletteField = `${RampName}.${keyof ColourRamp}` | `neutral.${NeutralName}`;

/** WCAG 2.2 AA: body text, and large text or a component's boundary (inputs, focus rings, borders). */
const TEXT = 4.5;
const NON_TEXT = 3;
const WHITE = "#ffffff";

/**
 * The console dims an inactive menu item or tile to half opacity (spec §4), whose text must still read: the whole
 * item (its text, and the surface under it where it has one) is seen half over the page's background.
 */
const DIMMED = 0.5;
const dimmedPairs = (text: string, background: string, surface: string) =>
  [
    [mixColours(text, background, DIMMED), background],
    [mixColours(text, background, DIMMED), mixColours(surface, background, DIMMED)],
    [mixColours(text, surface, DIMMED), surface],
  ] as const;

const read = (palette: SchemePalette, field: PaletteField): string => {
  const [group, shade] = field.split(".") as [keyof SchemePalette, string];
  return (palette[group] as unknown as Record<string, string>)[shade] as string;
};
const given = (dark: GivenDarkPalette, field: PaletteField): string | undefined => {
  const [group, shade] = field.split(".") as [keyof SchemePalette, string];
  return (dark[group] as Record<string, string | undefined> | undefined)?.[shade];
};
const write = (palette: SchemePalette, field: PaletteField, colour: string): SchemePalette => {
  const [group, shade] = field.split(".") as [keyof SchemePalette, string];
  return { ...palette, [group]: { ...palette[group], [shade]: colour } };
};

/** One pair the dark scheme paints: `text` on `on`, at least `minimum`:1; `adjust` is the field the engine moves. */
export interface DarkPair {
  /** The palette field an integrator sets in `palette.dark` to fix it. */
  readonly field: PaletteField;
  /** What it sits on or carries, for the message. */
  readonly against: string;
  readonly minimum: number;
  readonly colours: (palette: SchemePalette) => readonly [foreground: string, background: string];
  /** The field is the background (a fill under its text); else the foreground. */
  readonly fill?: true;
}

/**
 * Every colour pair of the dark scheme, as fields of its palette (the dark scheme derives every component token
 * from it: a brand's `colours` overrides were chosen for its light surfaces and do not apply in dark). The link,
 * focus ring and error text use each ramp's `light` shade (the light scheme uses `dark`); fills use `main`; the
 * brand band (the console's top bar, the themed panel, under white text and the white logo) uses `dark`.
 */
export const darkPairs: readonly DarkPair[] = [
  ...(["background", "surface"] as const).flatMap((on): DarkPair[] => [
    {
      field: "neutral.text",
      against: `palette.dark.neutral.${on}`,
      minimum: TEXT,
      colours: (p) => [p.neutral.text, p.neutral[on]],
    },
    {
      field: "primary.light",
      against: `palette.dark.neutral.${on} (links and focus rings)`,
      minimum: TEXT,
      colours: (p) => [p.primary.light, p.neutral[on]],
    },
    {
      field: "error.light",
      against: `palette.dark.neutral.${on} (error messages)`,
      minimum: TEXT,
      colours: (p) => [p.error.light, p.neutral[on]],
    },
    {
      field: "neutral.border",
      against: `palette.dark.neutral.${on} (input borders)`,
      minimum: NON_TEXT,
      colours: (p) => [p.neutral.border, p.neutral[on]],
    },
  ]),
  ...[0, 1, 2].map(
    (index): DarkPair => ({
      field: "neutral.text",
      against: `palette.dark.neutral.${index === 2 ? "surface" : "background"} (an inactive item, at half opacity)`,
      minimum: TEXT,
      colours: (p) =>
        dimmedPairs(p.neutral.text, p.neutral.background, p.neutral.surface)[index] as readonly [
          string,
          string,
        ],
    }),
  ),
  {
    field: "neutral.text",
    against: "palette.dark.primary.main (disabled button tint)",
    minimum: TEXT,
    colours: (p) => [p.neutral.text, disabledTintHex(p.primary.main, p.neutral.surface)],
  },
  {
    field: "primary.main",
    against: "its button text (the dark background or white)",
    minimum: TEXT,
    fill: true,
    colours: (p) => [darkOnAccent(p), p.primary.main],
  },
  {
    field: "primary.light",
    against: "the button text on hover (the dark background or white)",
    minimum: TEXT,
    fill: true,
    colours: (p) => [darkOnAccent(p), p.primary.light],
  },
  ...(["primary", "info", "error", "secondary"] as const).map(
    (ramp): DarkPair => ({
      field: `${ramp}.main`,
      against: "palette.dark.neutral.surface (borders and marks)",
      minimum: NON_TEXT,
      colours: (p) => [p[ramp].main, p.neutral.surface],
    }),
  ),
  {
    field: "primary.dark",
    against: "white text and the white logo (the brand band)",
    minimum: TEXT,
    fill: true,
    colours: (p) => [WHITE, p.primary.dark],
  },
];

/** The pair's contrast, with the page background under a translucent colour. */
export const pairRatio = (pair: DarkPair, palette: SchemePalette): number => {
  const [foreground, background] = pair.colours(palette);
  return contrastRatio(foreground, background, palette.neutral.background);
};

const hex = (colour: Oklch) => oklchToHex(colour);

/**
 * The lightness, from `start` in steps of 0.01 towards `direction`, at which `passes` first holds; where it never
 * does, the end of the range (the most the hue can give). Lightness is OKLCH's, so a step looks the same size in
 * every hue.
 */
function solve(start: Oklch, passes: (colour: string) => boolean, direction: 1 | -1): string {
  let l = start.l;
  for (let step = 0; step <= 100; step += 1) {
    const colour = hex({ ...start, l });
    if (passes(colour) || l <= 0 || l >= 1) return colour;
    l = Math.min(1, Math.max(0, l + 0.01 * direction));
  }
  return hex({ ...start, l });
}

const atLeast =
  (minimum: number, ...backgrounds: string[]) =>
  (colour: string) =>
    backgrounds.every((background) => contrastRatio(colour, background) >= minimum);

/**
 * A first dark palette from the light one, the brand's own dark values kept: the same hues, surfaces near black
 * in the neutrals' own hue, text and borders lightened until they read on both surfaces, each ramp's `light` (the
 * dark scheme's text shade) lightened to 4.5:1, its `main` (fills) to 4.5:1 under the dark background's colour,
 * its `dark` (the brand band) darkened to 4.5:1 under white.
 */
export function deriveDarkPalette(light: SchemePalette, dark: GivenDarkPalette = {}): SchemePalette {
  const neutralTone = toOklch(light.neutral.background);
  const tint = (l: number): Oklch => ({ l, c: Math.min(neutralTone.c * 2, 0.025), h: neutralTone.h });
  const background = dark.neutral?.background ?? hex(tint(0.19));
  const surface = dark.neutral?.surface ?? hex(tint(0.24));
  const ink = toOklch(light.neutral.text);
  const line = toOklch(light.neutral.border);
  const neutral = {
    background,
    surface,
    text:
      dark.neutral?.text ??
      solve(
        { l: 0.93, c: Math.min(ink.c, 0.02), h: ink.h },
        (colour) =>
          atLeast(TEXT, background, surface)(colour) &&
          dimmedPairs(colour, background, surface).every(
            ([text, under]) => contrastRatio(text, under) >= TEXT,
          ),
        1,
      ),
    border:
      dark.neutral?.border ??
      solve({ l: 0.55, c: Math.min(line.c, 0.03), h: line.h }, atLeast(NON_TEXT, background, surface), 1),
  };
  const ramp = (name: RampName): ColourRamp => {
    const own = dark[name] ?? {};
    const [pale, main, deep] = [light[name].light, light[name].main, light[name].dark].map(toOklch) as [
      Oklch,
      Oklch,
      Oklch,
    ];
    return {
      light:
        own.light ?? solve({ ...pale, l: Math.max(pale.l, 0.72) }, atLeast(TEXT, background, surface), 1),
      main:
        own.main ??
        solve(
          { ...main, l: Math.max(main.l, 0.68) },
          (colour) => contrastRatio(background, colour) >= TEXT && contrastRatio(colour, surface) >= NON_TEXT,
          1,
        ),
      dark: own.dark ?? solve(deep, atLeast(TEXT, WHITE), -1),
    };
  };
  return {
    primary: ramp("primary"),
    secondary: ramp("secondary"),
    info: ramp("info"),
    error: ramp("error"),
    neutral,
  };
}

/**
 * Moves the derived fields of a dark palette until every pair of `darkPairs` passes: a failing pair's field is
 * nudged 0.02 in OKLCH lightness away from what it sits on (lighter on a dark surface, darker under white), a
 * round at a time, until all pass or the fields can go no further. A field the brand gave is never moved:
 * brands:check reports it instead.
 */
export function adjustDarkPalette(palette: SchemePalette, dark: GivenDarkPalette = {}): SchemePalette {
  let adjusted = palette;
  for (let round = 0; round < 60; round += 1) {
    const failing = darkPairs.filter(
      (pair) => given(dark, pair.field) === undefined && pairRatio(pair, adjusted) < pair.minimum,
    );
    if (failing.length === 0) return adjusted;
    let moved = false;
    for (const pair of failing) {
      const current = read(adjusted, pair.field);
      const [foreground, background] = pair.colours(adjusted);
      const other = pair.fill ? foreground : background;
      const self = toOklch(current);
      const away = toOklch(other).l > self.l ? -1 : 1;
      const l = Math.min(1, Math.max(0, self.l + 0.02 * away));
      if (l === self.l) continue;
      adjusted = write(adjusted, pair.field, hex({ ...self, l }));
      moved = true;
    }
    if (!moved) return adjusted;
  }
  return adjusted;
}

/** A brand's dark palette: its own dark values, the rest derived from its light palette and adjusted to AA. */
export function darkPalette(light: SchemePalette, dark: GivenDarkPalette = {}): SchemePalette {
  return adjustDarkPalette(deriveDarkPalette(light, dark), dark);
}

/** The dark pairs below AA, naming the `palette.dark` field to set. */
export function darkContrastProblems(
  palette: SchemePalette,
): readonly { readonly path: string; readonly message: string }[] {
  return darkPairs.flatMap((pair) => {
    const ratio = pairRatio(pair, palette);
    if (ratio >= pair.minimum) return [];
    const [foreground, background] = pair.colours(palette);
    const own = read(palette, pair.field);
    const other = pair.fill ? foreground : background;
    const shown = Math.floor(ratio * 100) / 100;
    return [
      {
        path: `palette.dark.${pair.field}`,
        message: `expected a contrast of at least ${pair.minimum}:1 against ${pair.against} (${other}), got ${shown}:1 for "${own}"`,
      },
    ];
  });
}

/**
 * The brand as compiled for a page: its `palette.dark` complete (its own dark values, the rest derived and
 * adjusted to AA), so the page's theme only reads it and the derivation stays in Node (brands plugin, brand
 * store). Idempotent: a complete dark palette is all given, and comes back unchanged.
 */
export function withDarkPalette<TBrand extends { readonly palette: Brand["palette"] }>(
  brand: TBrand,
): TBrand & { readonly palette: { readonly dark: SchemePalette } } {
  const { dark, ...light } = brand.palette;
  return { ...brand, palette: { ...brand.palette, dark: darkPalette(light, dark) } };
}
