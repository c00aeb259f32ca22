import { contrastRatio } from "../colour.ts";
import type { DeepPartial } from "../schema/deep-partial.ts";
import type { ColourRamp } from "./theme.ts";

/** The colours of one scheme: four ramps and the neutrals, every field set. */
export interface SchemePalette {
  readonly primary: ColourRamp;
  readonly secondary: ColourRamp;
  readonly info: ColourRamp;
  readonly error: ColourRamp;
  readonly neutral: {
    readonly background: string;
    readonly surface: string;
    readonly text: string;
    readonly border: string;
  };
}

/** What a brand.json may say of its dark palette: any field, the rest derived when the brand is compiled. */
export type GivenDarkPalette = DeepPartial<SchemePalette>;

export const rampNames = ["primary", "secondary", "info", "error"] as const;

const WHITE = "#ffffff";

/**
 * The text that reads best on a dark scheme's filled colour (a button, a table header): the page's own dark
 * background colour or white, whichever contrasts more with it.
 */
export const darkOnAccent = (palette: SchemePalette, fill = palette.primary.main): string =>
  contrastRatio(palette.neutral.background, fill) >= contrastRatio(WHITE, fill)
    ? palette.neutral.background
    : WHITE;
