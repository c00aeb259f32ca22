import { type ColorScheme, shownColorScheme } from "@gse/brand-kit";
import { useSyncExternalStore } from "react";

const DARK_QUERY = "(prefers-color-scheme: dark)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
};

/**
 * The scheme the page shows: the chosen one, else the device's, followed live (a phone that turns dark at
 * sunset). Light where there is no window (the build's render of the login's CSS).
 */
export function useShownColorScheme(choice: ColorScheme | undefined): ColorScheme {
  const device = useSyncExternalStore(
    subscribe,
    () => shownColorScheme(undefined, window.matchMedia?.bind(window)),
    () => "light" as const,
  );
  return choice ?? device;
}
