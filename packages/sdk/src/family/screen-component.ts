import { preloadedComponents } from "./preloaded-component.ts";
import type { LazyScreen, ScreenProps } from "./screen-family.ts";

// One load per screen loader, so a screen keeps its identity (and state) across renders.
const screenOf = preloadedComponents<ScreenProps>();

/** Starts loading a screen (the route's, while the page boots), resolving once a render needs no wait. */
export function preloadScreen(load: LazyScreen): Promise<void> {
  return screenOf(load).ready;
}

/** What a host renders for a screen loader, inside a Suspense boundary: see `PreloadedComponent.type`. */
export function screenComponent(load: LazyScreen) {
  return screenOf(load).type();
}
