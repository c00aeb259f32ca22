import {
  type Brand,
  brandPageCss,
  FIRST_PAINT_STYLE_ATTRIBUTE,
  loginFontFiles,
  parseBrand,
} from "@gse/brand-kit";
import { keyForHost, readBuiltBrandFiles } from "./built-brands.ts";

/** What the page's HTML carries for a brand before any script runs (issue 23). */
export interface FirstPaintHead {
  /** The brand's screen family (`common`, `themed`, ...), written on <html data-gse-family>. */
  readonly family: Brand["family"];
  /** The brand's page stylesheet, the very text the boot will apply (brand-kit brandPageCss). */
  readonly css: string;
  readonly fonts: ReturnType<typeof loginFontFiles>;
}

/** Each built brand (`dist/brands/<key>.json`) as its first-paint head, by key; a brand that fails is left out. */
export async function readFirstPaintHeads(portalDist: string): Promise<ReadonlyMap<string, FirstPaintHead>> {
  const heads = new Map<string, FirstPaintHead>();
  for (const [key, json] of await readBuiltBrandFiles(portalDist)) {
    const parsed = parseBrand(json, `${key}.json`);
    if (!parsed.success) continue; // the boot reports it and falls back; the page goes out without a head
    const { brand } = parsed;
    heads.set(key, { family: brand.family, css: brandPageCss(brand), fonts: loginFontFiles(brand) });
  }
  return heads;
}

/** The head of the brand the boot will load for this host (the first candidate the build has, else the default). */
export function firstPaintHeadForHost(
  host: string | undefined,
  heads: ReadonlyMap<string, FirstPaintHead>,
): FirstPaintHead | undefined {
  return heads.get(keyForHost(host, heads.keys()));
}

/**
 * The head's markup: a font preload per face the login draws with (crossorigin, as fonts are fetched in CORS
 * mode, or the preload is wasted) and the brand's stylesheet under the request's nonce, so the first frame has
 * the brand's background and fonts and the fallback faces are metric-matched from the start. Brand values
 * passed the brand schema (addresses and names without quotes or angle brackets); `<` is escaped anyway so
 * nothing can close the style element.
 */
export function firstPaintHeadHtml(head: FirstPaintHead, nonce: string): string {
  const preloads = head.fonts
    .map((font) => `<link rel="preload" as="font" type="${font.type}" href="${font.href}" crossorigin>`)
    .join("");
  return `${preloads}<style nonce="${nonce}" ${FIRST_PAINT_STYLE_ATTRIBUTE}>${head.css.replaceAll("<", "\\3c ")}</style>`;
}
