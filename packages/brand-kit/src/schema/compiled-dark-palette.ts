import * as v from "valibot";
import type { SchemePalette } from "../theme/scheme-palette.ts";
import { Colour } from "./values.ts";

const ramp = v.object({ light: Colour, main: Colour, dark: Colour });

/**
 * A compiled brand's dark palette: every field set (the brand's own values, the rest derived and adjusted to AA
 * in Node when the brand is compiled), so a page only reads it. Keyed from the brand's root, so a problem names
 * the field (`palette.dark.primary.light`).
 */
export const CompiledDarkPaletteSchema = v.object({
  palette: v.object({
    dark: v.object({
      primary: ramp,
      secondary: ramp,
      info: ramp,
      error: ramp,
      neutral: v.object({ background: Colour, surface: Colour, text: Colour, border: Colour }),
    }),
  }),
});

/** The brand's compiled dark palette, or undefined when it carries none or only part of one. */
export const compiledDarkPalette = (brand: {
  readonly palette: { readonly dark?: unknown };
}): SchemePalette | undefined => (v.is(CompiledDarkPaletteSchema, brand) ? brand.palette.dark : undefined);
