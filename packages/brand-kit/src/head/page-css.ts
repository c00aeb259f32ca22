import type { Brand } from "../schema/brand.ts";
import { createTheme } from "../theme/create-theme.ts";
import { themeCssVariables } from "../theme/css-variables.ts";
import { fontFaceCss, fontFormat } from "./font-faces.ts";

/**
 * The brand's page stylesheet: its @font-face rules (with the metric-matched fallbacks), the theme as CSS
 * custom properties and the page's background. The boot writes it into the head (applyBrandHead) and the
 * server writes the same text into the HTML it serves, so the first paint already wears it.
 */
export function brandPageCss(brand: Brand): string {
  const variables = Object.entries(themeCssVariables(createTheme(brand)))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return [
    fontFaceCss(brand),
    `:root{${variables}}`,
    "body{margin:0;min-height:100vh;color:var(--gse-page-text);font-family:var(--gse-font-family);" +
      "background:var(--gse-page-background) var(--gse-page-background-image) center/cover no-repeat}",
  ].join("\n");
}

/**
 * The font files a brand's login draws with: every face of its body and heading fonts (a brand ships at most a
 * regular and a bold of each), without repeats, for preload links the server writes into the page.
 */
export function loginFontFiles(brand: Brand): readonly { readonly href: string; readonly type: string }[] {
  const faces = [...brand.fonts.body.faces, ...(brand.fonts.heading?.faces ?? [])];
  const files = [...new Set(faces.map((face) => face.file))];
  return files.map((href) => ({ href, type: `font/${fontFormat(href)}` }));
}
