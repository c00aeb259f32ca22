import { type Brand, FIRST_PAINT_STYLE_ATTRIBUTE, type loginFontFiles } from "@gse/brand-kit";

/** What the page's HTML carries for a brand before any script runs (issue 23), from its store revision. */
export interface FirstPaintHead {
  /** The brand's screen family (`common`, `themed`, ...), written on <html data-gse-family>. */
  readonly family: Brand["family"];
  /** The brand's page stylesheet, the very text the boot will apply (brand-kit brandPageCss). */
  readonly css: string;
  readonly fonts: ReturnType<typeof loginFontFiles>;
  /**
   * The login's styled-components CSS as publishing rendered it for this brand, and the styled-components version
   * that wrote it (apps/portal/login-styles-renderer.ts): absent when it could not be rendered.
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
 * Then the login's own CSS as publishing rendered it (issue 20), in the element styled-components writes on a
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
