import { readdir, readFile } from "node:fs/promises";
import {
  type Brand,
  brandKeyCandidates,
  brandPageCss,
  DEFAULT_BRAND_KEY,
  loginFontFiles,
  parseBrand,
} from "@gse/brand-kit";
import { brandFromHost } from "./host.ts";

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
  const files = await readdir(`${portalDist}/brands`).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith(".json"))) {
    try {
      const parsed = parseBrand(JSON.parse(await readFile(`${portalDist}/brands/${file}`, "utf8")), file);
      if (!parsed.success) continue; // the boot reports it and falls back; the page goes out without a head
      const { brand } = parsed;
      heads.set(file.slice(0, -".json".length), {
        family: brand.family,
        css: brandPageCss(brand),
        fonts: loginFontFiles(brand),
      });
    } catch {
      // Not JSON: the boot reports the brand file.
    }
  }
  return heads;
}

/** The head of the brand the boot will load for this host (the first candidate the build has, else the default). */
export function firstPaintHeadForHost(
  host: string | undefined,
  heads: ReadonlyMap<string, FirstPaintHead>,
): FirstPaintHead | undefined {
  const { application, tenant } = brandFromHost(host);
  const key = brandKeyCandidates(application, tenant).find((candidate) => heads.has(candidate));
  return heads.get(key ?? DEFAULT_BRAND_KEY);
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
  return `${preloads}<style nonce="${nonce}" data-gse-first-paint>${head.css.replaceAll("<", "\\3c ")}</style>`;
}
