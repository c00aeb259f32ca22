import { type Brand, brandSchemes, type ColorScheme } from "@gse/brand-kit";
import { useSyncExternalStore } from "react";

/**
 * The brand the review grid has re-themed a mounted story to, if any: the console's grid reaches a state once per
 * part and then checks it in the part's other brands by swapping the theme and the brand head under the live page,
 * as a brand change would (the console reads its brand only through the theme and the head). Storybook's own UI
 * never sets it, so there the toolbar's brand always applies.
 */
let liveBrand: string | undefined;
const listeners = new Set<() => void>();

/** Sets (or, with `undefined`, clears) the re-themed brand; Storybook's decorator re-renders with it. */
export function setLiveBrand(key: string | undefined): void {
  if (key === liveBrand) return;
  liveBrand = key;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The re-themed brand key, or `undefined` when the story's own brand (its globals) applies. */
export const useLiveBrand = (): string | undefined => useSyncExternalStore(subscribe, () => liveBrand);

/**
 * The scheme the review grid has re-themed a mounted story to, if any: each state is reached once in light and then
 * checked in dark by swapping the theme under the live tree (as a device turning dark would), not by playing it
 * again. Storybook's own UI never sets it: there the toolbar's scheme applies.
 */
let liveScheme: ColorScheme | undefined;

/** Sets (or clears) the re-themed scheme; the preview's decorator and every screen mock re-render with it. */
export function setLiveScheme(scheme: ColorScheme | undefined): void {
  if (scheme === liveScheme) return;
  liveScheme = scheme;
  for (const listener of listeners) listener();
}

/** The re-themed scheme, or `undefined` when the story's own (its globals) applies. */
export const useLiveScheme = (): ColorScheme | undefined => useSyncExternalStore(subscribe, () => liveScheme);

/** The scheme a brand draws when `wanted` is asked for: a pinned brand draws its own. */
export const schemeFor = (brand: Pick<Brand, "colorScheme">, wanted: ColorScheme): ColorScheme => {
  const schemes = brandSchemes(brand);
  return schemes.includes(wanted) ? wanted : (schemes[0] ?? "light");
};

/** Storybook's scheme toolbar (`light`, `dark` or `system`: the device's) as a scheme. */
export const toolbarScheme = (value: unknown): ColorScheme =>
  value === "dark" || value === "light"
    ? value
    : globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches
      ? "dark"
      : "light";
