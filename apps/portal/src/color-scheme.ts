import { type Brand, brandColorScheme, type ColorScheme, shownColorScheme } from "@gse/brand-kit";
import { useSyncExternalStore } from "react";

const DARK_QUERY = "(prefers-color-scheme: dark)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
};

/**
 * The scheme a page drawn ahead of time is drawn in (src/prerender/login-page.tsx): the brand's own when it is
 * pinned to one, else light. Its colours are the stylesheet's custom properties, which follow the page's scheme
 * in any case; only the images are chosen by it.
 */
export const serverDrawnScheme = (brand: Pick<Brand, "colorScheme">): ColorScheme => {
  const pinned = brandColorScheme(brand);
  return pinned === "system" ? "light" : pinned;
};

/**
 * The scheme the page shows: the chosen one, else the device's, followed live (a phone that turns dark at
 * sunset). A render in Node, and the browser's hydration of its HTML, draw in `serverDrawnScheme`; React then
 * renders again in the shown scheme only when it is another (the other logo).
 */
export function useShownColorScheme(
  choice: ColorScheme | undefined,
  brand: Pick<Brand, "colorScheme">,
): ColorScheme {
  return useSyncExternalStore(
    subscribe,
    () => shownColorScheme(choice, window.matchMedia?.bind(window)),
    () => serverDrawnScheme(brand),
  );
}
