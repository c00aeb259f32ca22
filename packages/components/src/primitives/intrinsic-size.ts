import type { DefaultTheme } from "styled-components";

/**
 * `width` and `height` attributes for a logo whose size the build read from its file: with them the browser
 * gives the image its aspect ratio before the file is in (the CSS width still decides its size), so the card
 * does not grow under the form when the logo arrives on a slow network. Nothing for an image of unknown size.
 */
export function intrinsicSize(
  theme: DefaultTheme,
  slot: keyof DefaultTheme["imageSizes"],
): { width?: number; height?: number } {
  const size = theme.imageSizes[slot];
  return size ? { width: size[0], height: size[1] } : {};
}
