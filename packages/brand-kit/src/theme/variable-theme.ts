import type { Brand } from "../schema/brand.ts";
import { type ColorScheme, createTheme } from "./create-theme.ts";
import type { Theme } from "./theme.ts";

/** The token groups whose values change with the scheme: every colour the components paint. */
const schemeGroups = [
  "palette",
  "roles",
  "button",
  "input",
  "link",
  "alert",
  "popup",
  "errorBox",
  "loading",
  "planCard",
  "planTable",
] as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function toVariables(value: unknown, path: readonly string[], fallback: unknown): unknown {
  if (typeof value === "string") return `var(--gse-${path.map(kebab).join("-")}, ${fallback})`;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      toVariables(inner, [...path, key], (fallback as Record<string, unknown>)[key]),
    ]),
  );
}

/**
 * The theme whose colours are the page's CSS custom properties (`var(--gse-button-background, #1f3f9e)`), which
 * the brand's page stylesheet sets for the light scheme and, under `prefers-color-scheme: dark` or
 * `<html data-color-scheme="dark">`, for the dark one (head/page-css.ts). Components read it as any theme, and the
 * CSS they generate is the same text in both schemes: the login's CSS the build renders stays valid for either, a
 * scheme change restyles the page without a render, and the first frame is already in the scheme the
 * stylesheet picks. Each fallback is the light value, for a page without the stylesheet.
 *
 * Only the images (`<img>` addresses, the background picture) are the scheme's own: the portal renders again when
 * the scheme changes, and they are the one difference.
 */
export function variableTheme(brand: Brand, scheme: ColorScheme): Theme {
  const theme = createTheme(brand);
  const shown = scheme === "light" ? theme : createTheme(brand, scheme);
  const { images, imageSizes } = shown;
  const page = {
    ...theme.page,
    background: `var(--gse-page-background, ${theme.page.background})`,
    backgroundImage: shown.page.backgroundImage,
    text: `var(--gse-page-text, ${theme.page.text})`,
  };
  const grouped = Object.fromEntries(
    schemeGroups.map((group) => [group, toVariables(theme[group], [group], theme[group])]),
  );
  return { ...theme, ...grouped, page, images, imageSizes } as Theme;
}
