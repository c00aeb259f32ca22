import type { Brand } from "../schema/brand.ts";
import { brandColorScheme, type ColorScheme } from "../theme/create-theme.ts";
import { COLOR_SCHEME_ATTRIBUTE } from "./page-css.ts";

/** The sign-in URL parameter a calling application passes the scheme in, as `ui_locales` passes a language. */
export const COLOR_SCHEME_PARAMETER = "color_scheme";
/** Where the tab keeps the scheme it was given, for the rest of its session (sessionStorage). */
export const COLOR_SCHEME_STORAGE_KEY = "gse_color_scheme";

const isScheme = (value: unknown): value is ColorScheme => value === "light" || value === "dark";

/** The scheme a URL's query asks for (`?color_scheme=dark`), if it names one. */
export function requestedColorScheme(search: string | URLSearchParams): ColorScheme | undefined {
  const value = new URLSearchParams(search).get(COLOR_SCHEME_PARAMETER);
  return isScheme(value) ? value : undefined;
}

/**
 * The scheme chosen for this page, or `undefined` where the device decides: a brand pinned to one scheme shows it
 * whatever is asked; else `color_scheme=` in the URL (kept in the tab's sessionStorage, so the screens after it
 * keep it), else the one the tab kept. A storage that throws (private mode) keeps nothing.
 */
export function pickColorScheme(
  brand: Pick<Brand, "colorScheme">,
  search: string | URLSearchParams,
  storage: Pick<Storage, "getItem" | "setItem"> | null | undefined,
): ColorScheme | undefined {
  const pinned = brandColorScheme(brand);
  if (pinned !== "system") return pinned;
  const requested = requestedColorScheme(search);
  try {
    if (requested) {
      storage?.setItem(COLOR_SCHEME_STORAGE_KEY, requested);
      return requested;
    }
    const kept = storage?.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isScheme(kept) ? kept : undefined;
  } catch {
    return requested;
  }
}

/**
 * Marks the page with the chosen scheme (`<html data-color-scheme>`, which the brand's stylesheet reads), or
 * clears the mark where the device decides, and says in `<meta name="color-scheme">` which schemes the page
 * supports, so the browser's own parts (form controls, scrollbars, the canvas before the stylesheet) follow.
 */
export function applyColorScheme(
  document: Document,
  brand: Pick<Brand, "colorScheme">,
  choice: ColorScheme | undefined,
): void {
  const root = document.documentElement;
  if (choice && brandColorScheme(brand) === "system") root.setAttribute(COLOR_SCHEME_ATTRIBUTE, choice);
  else root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "color-scheme";
    document.head.prepend(meta);
  }
  meta.content = choice ?? "light dark";
}

/** The scheme a page shows: the chosen one, else the device's (`prefers-color-scheme`). */
export function shownColorScheme(
  choice: ColorScheme | undefined,
  matchMedia: ((query: string) => Pick<MediaQueryList, "matches">) | undefined,
): ColorScheme {
  return choice ?? (matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light");
}
