import type { Theme } from "./theme.ts";

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Values that are image addresses become `url("...")` so a variable is usable as a background. */
const isImageToken = (path: readonly string[]) => path[0] === "images" || path.at(-1) === "backgroundImage";

/**
 * The theme as CSS custom properties, for plain CSS and third-party widgets: `--gse-button-background`,
 * `--gse-palette-primary-main`, `--gse-images-logo` (as `url("...")`), ... Every value came through the brand
 * schema, so none can end a declaration.
 */
export function themeCssVariables(theme: Theme): Record<`--gse-${string}`, string> {
  const variables: Record<`--gse-${string}`, string> = {};
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      variables[`--gse-${path.map(kebab).join("-")}`] = isImageToken(path)
        ? value === ""
          ? "none"
          : `url("${value}")`
        : value;
    } else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  walk(theme, []);
  return variables;
}
