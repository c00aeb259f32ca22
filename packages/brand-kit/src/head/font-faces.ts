import type { Brand } from "../schema/brand.ts";
import { fallbackFaceCss } from "./fallback-metrics.ts";

/**
 * The @font-face rules of a brand's fonts. Family names and file addresses passed the brand schema (no quotes,
 * parentheses or semicolons), so they are safe inside the quotes below. `font-display: swap` shows text in
 * the fallback font while the brand's font arrives; faces the build measured also get a metric-matched fallback
 * face on Arial ("Nunito Fallback") and one on Android's Roboto ("Nunito Fallback Roboto"), so that swap does
 * not move text.
 */
export function fontFaceCss(brand: Brand): string {
  const fonts = [brand.fonts.body, ...(brand.fonts.heading ? [brand.fonts.heading] : [])];
  return fonts
    .flatMap((font) =>
      font.faces.map(
        (face) =>
          `@font-face{font-family:"${font.family}";src:url("${face.file}") format("${fontFormat(face.file)}");` +
          `font-weight:${face.weight};font-style:${face.style};font-display:swap}` +
          // The metric-matched fallback the text wears until the file arrives, so the swap moves nothing.
          (face.metricOverrides
            ? `\n${fallbackFaceCss(font.family, face.weight, face.style, face.metricOverrides)}`
            : ""),
      ),
    )
    .join("\n");
}

export function fontFormat(file: string): "woff2" | "woff" {
  return file.endsWith(".woff2") ? "woff2" : "woff";
}
