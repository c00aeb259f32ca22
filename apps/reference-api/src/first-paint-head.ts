import { readFile } from "node:fs/promises";
import {
  type Brand,
  brandColorScheme,
  brandPageCss,
  FIRST_PAINT_STYLE_ATTRIBUTE,
  loginFontFiles,
  parseBrand,
  requestedColorScheme,
} from "@gse/brand-kit";
import * as v from "valibot";
import { keyForHost, readBuiltBrandFiles } from "./built-brands.ts";
import { log } from "./ops/logger.ts";

/** What the page's HTML carries for a brand before any script runs, so the first paint already wears it. */
export interface FirstPaintHead {
  /** The brand's screen family (`common`, `themed`, ...), written on <html data-gse-family>. */
  readonly family: Brand["family"];
  /** Who picks the brand's scheme: `system`, or the one it is pinned to. */
  readonly colorScheme: "system" | "light" | "dark";
  /** The brand's page stylesheet, the very text the boot will apply (brand-kit brandPageCss). */
  readonly css: string;
  readonly fonts: ReturnType<typeof loginFontFiles>;
  /**
   * The login's styled-components CSS as the build rendered it for this brand, and the styled-components version
   * that wrote it (apps/portal/login-styles.ts): absent when the build wrote none.
   */
  readonly styles?: { readonly version: string; readonly css: string } | undefined;
}

/** `dist/login-styles.json` (apps/portal/login-styles.ts): each brand's login CSS, by key. */
const LoginStylesSchema = v.object({
  // Written into an attribute: a version as npm spells one, nothing that could close it.
  version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+[\w.+-]*$/, "a styled-components version like 6.6.0")),
  brands: v.record(v.string(), v.string()),
});

async function readLoginStyles(
  portalDist: string,
): Promise<v.InferOutput<typeof LoginStylesSchema> | undefined> {
  const text = await readFile(`${portalDist}/login-styles.json`, "utf8").catch(() => undefined);
  if (text === undefined) return undefined; // a build without it (the bench's floor, an older build)
  const parsed = v.safeParse(v.pipe(v.string(), v.parseJson(), LoginStylesSchema), text);
  if (parsed.success) return parsed.output;
  // The page still goes out, and the login generates its CSS in the browser as it did before the build wrote it.
  log.error(
    `${portalDist}/login-styles.json: ${v.summarize(parsed.issues)}; the pages go out without the login's built CSS (rebuild the portal)`,
  );
  return undefined;
}

/** Each built brand (`dist/brands/<key>.json`) as its first-paint head, by key; a brand that fails is left out. */
export async function readFirstPaintHeads(portalDist: string): Promise<ReadonlyMap<string, FirstPaintHead>> {
  const heads = new Map<string, FirstPaintHead>();
  const styles = await readLoginStyles(portalDist);
  for (const [key, json] of await readBuiltBrandFiles(portalDist)) {
    const parsed = parseBrand(json, `${key}.json`);
    if (!parsed.success) continue; // the boot reports it and falls back; the page goes out without a head
    const { brand } = parsed;
    const loginCss = styles?.brands[key];
    heads.set(key, {
      family: brand.family,
      colorScheme: brandColorScheme(brand),
      css: brandPageCss(brand),
      fonts: loginFontFiles(brand),
      styles: styles && loginCss ? { version: styles.version, css: loginCss } : undefined,
    });
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
 *
 * Then the login's own CSS as the build rendered it, in the element styled-components writes on a
 * server: the browser's styled-components takes its rules as its own at start (rehydration) and, for every class
 * name it finds there, skips generating the CSS at the first render (half of the login's render at 4x CPU). A
 * name it does not find (login parameters other than the defaults the build rendered with) it generates as before.
 */
export function firstPaintHeadHtml(head: FirstPaintHead, nonce: string): string {
  const preloads = head.fonts
    .map((font) => `<link rel="preload" as="font" type="${font.type}" href="${font.href}" crossorigin>`)
    .join("");
  const styled = head.styles
    ? `<style nonce="${nonce}" data-styled="true" data-styled-version="${head.styles.version}">${escapeCss(head.styles.css)}</style>`
    : "";
  return `${preloads}<style nonce="${nonce}" ${FIRST_PAINT_STYLE_ATTRIBUTE}>${escapeCss(head.css)}</style>${styled}`;
}

/** CSS for a style element's text: `<` as its CSS escape, so that nothing can close the element. */
const escapeCss = (css: string) => css.replaceAll("<", "\\3c ");

/**
 * The `<html>` attributes of the brand's page: its family and, when the address passes `color_scheme=light|dark`
 * to a brand that follows the device, that scheme (`data-color-scheme`, which the brand's stylesheet reads), so
 * the first frame is already in it. The boot marks the page the same way, and also from the tab's kept choice.
 */
export function firstPaintHtmlAttributes(head: FirstPaintHead, search: string): string {
  const chosen = head.colorScheme === "system" ? requestedColorScheme(search) : undefined;
  return ` data-gse-family="${head.family}"${chosen ? ` data-color-scheme="${chosen}"` : ""}`;
}
