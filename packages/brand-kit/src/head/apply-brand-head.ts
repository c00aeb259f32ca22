import type { LoadedBrand } from "../load-brand.ts";
import { brandSchemes, createTheme } from "../theme/create-theme.ts";
import { fontFormat } from "./font-faces.ts";
import { brandPageCss } from "./page-css.ts";
import { pageTitle } from "./page-title.ts";

/** Marks the head elements this module owns, so applying another brand replaces them. */
const OWNED = "data-gse-brand";
/**
 * Marks the stylesheet a server writes into the page for its first frame (reference API first-paint-head.ts),
 * which the boot's applyBrandHead takes over: one name for the writer and the reader.
 */
export const FIRST_PAINT_STYLE_ATTRIBUTE = "data-gse-first-paint";

const iconTypes: Record<string, string> = { svg: "image/svg+xml", png: "image/png", ico: "image/x-icon" };

/**
 * Applies the active brand to the page head before the first render: the title (from application and tenant),
 * the favicon, a theme-color, @font-face rules for the brand's own fonts (with a preload of the body text
 * font), the theme as CSS custom properties and the page background image. Only this brand's files are
 * referenced, so only they are downloaded. Calling it again replaces what it added.
 *
 * `browserChrome: false` leaves the browser's own parts, the tab's icon and the bar's colour, for
 * `applyBrandChrome` later: the portal's boot adds them once the login is drawn, as the browser fetches and decodes
 * the icon on the page's thread, and the bar's colours are a theme to derive per scheme, which the form needs
 * neither.
 */
export function applyBrandHead(
  document: Document,
  loaded: LoadedBrand,
  context: { readonly application?: string | null | undefined; readonly tenant?: string | null | undefined },
  options: {
    readonly browserChrome?: boolean;
    /**
     * The page's first-paint stylesheet is this brand's, written by this build's code: its server drew the
     * login from the same revision, which it does only for a build whose login fingerprint (brand-kit's sources
     * among them) matches the one the revision was published with. It is then taken over without generating the
     * stylesheet again to compare (at the bench's 4x CPU slowdown, about 16 ms of the boot before hydration).
     */
    readonly firstPaintCurrent?: boolean;
  } = {},
): void {
  const { brand } = loaded;
  for (const element of document.head.querySelectorAll(`[${OWNED}]`)) element.remove();

  document.title = pageTitle(loaded, context);

  // Under the production server's CSP, an inline style needs the page's nonce from the moment it is inserted:
  // the server puts it on <meta property="csp-nonce">, where styled-components reads it too.
  const nonce = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  const add = (tag: "link" | "meta" | "style", attributes: Record<string, string>) =>
    addOwned(document, loaded, tag, attributes, nonce);

  if (options.browserChrome !== false) applyBrandChrome(document, loaded);

  const bodyFace = brand.fonts.body.faces[0];
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
  if (bodyFace && !preloaded.some((link) => link.getAttribute("href") === bodyFace.file)) {
    const format = fontFormat(bodyFace.file);
    add("link", { rel: "preload", as: "font", type: `font/${format}`, href: bodyFace.file, crossorigin: "" });
  }

  // The server may have written this very stylesheet into the page for its first frame (reference API
  // first-paint-head.ts): it is taken over as is, rather than a second copy of every rule and @font-face
  // inserted beside it (a style recalculation more before the first render). One written for another brand
  // goes, or its rules would stay under the new ones.
  const firstPaint = document.head.querySelector<HTMLStyleElement>(`style[${FIRST_PAINT_STYLE_ATTRIBUTE}]`);
  const css = options.firstPaintCurrent ? undefined : brandPageCss(brand);
  if (firstPaint && (css === undefined || firstPaint.textContent === css)) {
    firstPaint.removeAttribute(FIRST_PAINT_STYLE_ATTRIBUTE);
    firstPaint.setAttribute(OWNED, loaded.key);
    return;
  }
  firstPaint?.remove();
  const style = add("style", {});
  style.textContent = css ?? brandPageCss(brand);
}

/**
 * The browser's own parts in the brand, replacing those added before: its favicon as the tab's icon, and the bar in
 * the brand's colour of each scheme the brand shows.
 */
export function applyBrandChrome(document: Document, loaded: LoadedBrand): void {
  for (const element of document.head.querySelectorAll(
    `link[rel="icon"][${OWNED}], meta[name="theme-color"][${OWNED}]`,
  ))
    element.remove();
  const { brand } = loaded;
  const favicon = brand.images.favicon;
  addOwned(document, loaded, "link", {
    rel: "icon",
    href: favicon,
    type: iconTypes[favicon.split(".").pop() ?? ""] ?? "image/png",
  });
  const schemes = brandSchemes(brand);
  for (const scheme of schemes) {
    const media = schemes.length > 1 ? { media: `(prefers-color-scheme: ${scheme})` } : {};
    addOwned(document, loaded, "meta", {
      name: "theme-color",
      content: createTheme(brand, scheme).roles.accent,
      ...media,
    });
  }
}

/** A head element marked as this module's, for the brand `loaded`. */
function addOwned<K extends "link" | "meta" | "style">(
  document: Document,
  loaded: LoadedBrand,
  tag: K,
  attributes: Record<string, string>,
  nonce?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.setAttribute(OWNED, loaded.key);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (nonce && tag === "style") element.nonce = nonce;
  document.head.append(element);
  return element;
}
