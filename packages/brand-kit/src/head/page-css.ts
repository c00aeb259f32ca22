import type { Brand } from "../schema/brand.ts";
import { brandColorScheme, type ColorScheme, createTheme } from "../theme/create-theme.ts";
import { themeCssVariables } from "../theme/css-variables.ts";
import { fontFaceCss, fontFormat } from "./font-faces.ts";

/** The attribute on <html> that carries a scheme chosen for the page (`color_scheme=`) over the device's. */
export const COLOR_SCHEME_ATTRIBUTE = "data-color-scheme";

/** `name:value;...`: the scheme's custom properties and its `color-scheme` (form controls, scrollbars follow). */
function declarations(brand: Brand, scheme: ColorScheme, only?: ReadonlySet<string>): string {
  const entries = Object.entries(themeCssVariables(createTheme(brand, scheme))).filter(
    ([name]) => !only || only.has(name),
  );
  return [...entries.map(([name, value]) => `${name}:${value}`), `color-scheme:${scheme}`].join(";");
}

/**
 * The custom properties of each scheme: the light ones on :root; for a brand that follows the device, the dark
 * ones (only those that differ) under `prefers-color-scheme: dark` unless the page chose light, and under
 * `<html data-color-scheme="dark">` whatever the device. A pinned brand has its one scheme on :root and ignores
 * the attribute. All in the first paint: no frame in the other scheme.
 */
function schemeCss(brand: Brand): string {
  const pinned = brandColorScheme(brand);
  if (pinned !== "system") return `:root{${declarations(brand, pinned)}}`;
  const light = themeCssVariables(createTheme(brand));
  const dark = themeCssVariables(createTheme(brand, "dark"));
  const differ = new Set(
    Object.keys(dark).filter((name) => dark[name as keyof typeof dark] !== light[name as keyof typeof light]),
  );
  const darkDeclarations = declarations(brand, "dark", differ);
  const attribute = `[${COLOR_SCHEME_ATTRIBUTE}=dark]`;
  return [
    `:root{${declarations(brand, "light")}}`,
    `@media (prefers-color-scheme:dark){:root:not([${COLOR_SCHEME_ATTRIBUTE}=light]){${darkDeclarations}}}`,
    `:root${attribute}{${darkDeclarations}}`,
  ].join("\n");
}

/**
 * The brand's page stylesheet: its @font-face rules (with the metric-matched fallbacks), the theme as CSS
 * custom properties in each scheme it can show and the page's background. The boot writes it into the head
 * (applyBrandHead) and the server writes the same text into the HTML it serves, so the first paint
 * already wears it, in the right scheme.
 */
export function brandPageCss(brand: Brand): string {
  return [
    fontFaceCss(brand),
    schemeCss(brand),
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
