import type { EmailBrand } from "../email-brand.ts";

/**
 * The brand's font files for the clients that load web fonts (Apple Mail, iOS); the others draw the stack's
 * email-safe faces.
 */
export function fontFaceCss(brand: EmailBrand): string {
  const family = brand.fontStack.split(",")[0] ?? "";
  return brand.fontFaces
    .map(
      (face) =>
        `@font-face{font-family:${family};src:url('${face.src}') format('woff2');font-weight:${face.weight};font-style:${face.style};}`,
    )
    .join("");
}

/**
 * The dark look, for clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook.com); the button keeps
 * the brand's colours, whose contrast holds on either card.
 */
export function darkModeCss(brand: EmailBrand): string {
  const { dark } = brand;
  return (
    "@media (prefers-color-scheme: dark){" +
    `.gse-page{background-color:${dark.page}!important;}` +
    `.gse-card{background-color:${dark.surface}!important;border-color:${dark.border}!important;}` +
    `.gse-text{color:${dark.text}!important;}` +
    `.gse-link{color:${dark.link}!important;}` +
    `.gse-code{background-color:${dark.codeBackground}!important;color:${dark.text}!important;border-color:${dark.border}!important;}` +
    `.gse-rule{border-color:${dark.border}!important;}` +
    "}"
  );
}
