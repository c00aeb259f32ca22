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
