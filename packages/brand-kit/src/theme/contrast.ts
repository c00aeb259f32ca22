import { contrastRatio } from "../colour.ts";
import type { Brand } from "../schema/brand.ts";
import { brandSchemes, createTheme } from "./create-theme.ts";
import { darkContrastProblems, darkPalette } from "./dark-palette.ts";
import { disabledTintHex } from "./disabled-colours.ts";
import type { Theme } from "./theme.ts";

/** WCAG 2.2 AA for normal-size text. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

interface Pair {
  /** brand.json path of the text colour, where an integrator sets an override. */
  readonly text: string;
  /** brand.json path of the background it sits on. */
  readonly on: string;
  readonly pick: (theme: Theme) => readonly [text: string, background: string];
}

/** Every text-on-background pair a screen paints, each held to 4.5:1 (WCAG 2.2 AA) for every brand. */
const pairs: readonly Pair[] = [
  {
    text: "colours.button.text",
    on: "colours.button.background",
    pick: (t) => [t.button.text, t.button.background],
  },
  // A disabled button: the text colour on a pale tint of primary.main, which must still read; a brand fixes
  // it there.
  {
    text: "palette.neutral.text",
    on: "palette.primary.main (disabled button tint)",
    pick: (t) => [t.roles.text, disabledTintHex(t.roles.accent, t.roles.surface)],
  },
  {
    text: "colours.link.text",
    on: "palette.neutral.background",
    pick: (t) => [t.link.text, t.page.background],
  },
  { text: "colours.link.text", on: "palette.neutral.surface", pick: (t) => [t.link.text, t.roles.surface] },
  {
    text: "colours.errorBox.text",
    on: "colours.errorBox.background",
    pick: (t) => [t.errorBox.text, t.errorBox.background],
  },
  {
    text: "colours.input.text",
    on: "colours.input.background",
    pick: (t) => [t.input.text, t.input.background],
  },
  {
    text: "palette.neutral.text",
    on: "palette.neutral.background",
    pick: (t) => [t.roles.text, t.page.background],
  },
  {
    text: "palette.neutral.text",
    on: "palette.neutral.surface",
    pick: (t) => [t.roles.text, t.roles.surface],
  },
  {
    text: "colours.alert.text",
    on: "colours.alert.background",
    pick: (t) => [t.alert.text, t.alert.background],
  },
  {
    text: "colours.popup.text",
    on: "colours.popup.background",
    pick: (t) => [t.popup.text, t.popup.background],
  },
  {
    text: "colours.planCard.text",
    on: "colours.planCard.background",
    pick: (t) => [t.planCard.text, t.planCard.background],
  },
  {
    text: "colours.planTable.headerText",
    on: "colours.planTable.headerBackground",
    pick: (t) => [t.planTable.headerText, t.planTable.headerBackground],
  },
  {
    text: "colours.planTable.text",
    on: "colours.planTable.rowBackground",
    pick: (t) => [t.planTable.text, t.planTable.rowBackground],
  },
  {
    text: "colours.planTable.text",
    on: "colours.planTable.stripeBackground",
    pick: (t) => [t.planTable.text, t.planTable.stripeBackground],
  },
];

/** A pair below the minimum: the text colour's path and "expected ..., got ...". */
export interface ContrastProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * Checks every text colour against its background (WCAG 2.2 AA, 4.5:1). Paths name the brand.json field to
 * set, also when the failing colour was derived from the palette rather than written in the brand.
 */
export function checkContrast(theme: Theme): ContrastProblem[] {
  return pairs.flatMap(({ text, on, pick }) => {
    const [foreground, background] = pick(theme);
    const ratio = contrastRatio(foreground, background, theme.page.background);
    if (ratio >= MINIMUM_TEXT_CONTRAST) return [];
    const shown = Math.floor(ratio * 100) / 100;
    return [
      {
        path: text,
        message: `expected a contrast of at least ${MINIMUM_TEXT_CONTRAST}:1 on ${on} (${background}), got ${shown}:1 for "${foreground}"`,
      },
    ];
  });
}

/**
 * Every contrast problem of a brand in each scheme it can show: the light theme's pairs (`checkContrast`) and,
 * unless the brand is pinned to light, the dark palette's (dark-palette.ts `darkPairs`, 4.5:1 for text, 3:1 for
 * borders and marks). Derived dark values have been adjusted to pass, so a dark problem names a value the brand
 * gave under `palette.dark` (or one no lightness of its hue can fix: then the brand gives it).
 */
export function checkBrandContrast(brand: Brand): ContrastProblem[] {
  const { dark, ...light } = brand.palette;
  return [
    ...checkContrast(createTheme(brand)),
    ...(brandSchemes(brand).includes("dark") ? darkContrastProblems(darkPalette(light, dark)) : []),
  ];
}
