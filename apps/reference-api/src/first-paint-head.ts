import {
  type Brand,
  FIRST_PAINT_STYLE_ATTRIBUTE,
  type loginFontFiles,
  requestedColorScheme,
} from "@gse/brand-kit";

/** What the page's HTML carries for a brand before any script runs, from its store revision, so the first paint wears it. */
export interface FirstPaintHead {
  /** The brand's screen family (`common`, `themed`, ...), written on <html data-gse-family>. */
  readonly family: Brand["family"];
  /** Who picks the brand's scheme: `system`, or the one it is pinned to. */
  readonly colorScheme: "system" | "light" | "dark";
  /** The brand's page stylesheet, the very text the boot will apply (brand-kit brandPageCss). */
  readonly css: string;
  readonly fonts: ReturnType<typeof loginFontFiles>;
  /**
   * The login's styled-components CSS as publishing rendered it for this brand, and the styled-components version
   * that wrote it (apps/portal/login-renderer.ts): absent when it could not be rendered.
   */
  readonly styles?: { readonly version: string; readonly css: string } | undefined;
}

/**
 * The head's markup: a font preload per face the login draws with (crossorigin, as fonts are fetched in CORS
 * mode, or the preload is wasted) and the brand's stylesheet under the request's nonce, so the first frame has
 * the brand's background and fonts and the fallback faces are metric-matched from the start. Brand values
 * passed the brand schema (addresses and names without quotes or angle brackets); `<` is escaped anyway so
 * nothing can close the style element.
 *
 * Then the login's own CSS as publishing rendered it, in the element styled-components writes on a
 * server: the browser's styled-components takes its rules as its own at start (rehydration) and, for every class
 * name it finds there, skips generating the CSS at the first render (half of the login's render at 4x CPU). A
 * name it does not find (login parameters other than the defaults it was rendered with) it generates as before.
 */
export function firstPaintHeadHtml(head: FirstPaintHead, nonce: string): string {
  const preloads = head.fonts
    .map((font) => `<link rel="preload" as="font" type="${font.type}" href="${font.href}" crossorigin>`)
    .join("");
  const styled = head.styles
    ? `<style nonce="${nonce}" data-styled="true" data-styled-version="${escapeAttribute(head.styles.version)}">${escapeCss(head.styles.css)}</style>`
    : "";
  return `${preloads}<style nonce="${nonce}" ${FIRST_PAINT_STYLE_ATTRIBUTE}>${escapeCss(head.css)}</style>${styled}`;
}

/** CSS for a style element's text: `<` as its CSS escape, so that nothing can close the element. */
const escapeCss = (css: string) => css.replaceAll("<", "\\3c ");
const escapeAttribute = (text: string) => text.replace(/[^\w.+-]/g, "");

/**
 * The `<html>` attributes of the brand's page: its family and, when the address passes `color_scheme=light|dark`
 * to a brand that follows the device, that scheme (`data-color-scheme`, which the brand's stylesheet reads), so
 * the first frame is already in it. The boot marks the page the same way, and also from the tab's kept choice.
 */
export function firstPaintHtmlAttributes(head: FirstPaintHead, search: string): string {
  const chosen = head.colorScheme === "system" ? requestedColorScheme(search) : undefined;
  return ` data-gse-family="${head.family}"${chosen ? ` data-color-scheme="${chosen}"` : ""}`;
}
