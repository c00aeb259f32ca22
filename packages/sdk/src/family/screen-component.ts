import { preloadedComponents } from "./preloaded-component.ts";
import type { LazyScreen, ScreenProps } from "./screen-family.ts";

// One load per screen loader, so a screen keeps its identity (and state) across renders.
const screenOf = preloadedComponents<ScreenProps>();

/** Starts loading a screen (the route's, while the page boots), resolving once a render needs no wait. */
export function preloadScreen(load: LazyScreen): Promise<void> {
  return screenOf(load).ready;
}

/**
 * What a host renders for a screen loader (`PreloadedComponent.type`), and whether it may suspend: then only,
 * inside a Suspense boundary.
 */
export function screenComponent(load: LazyScreen) {
  const screen = screenOf(load);
  return { Component: screen.type(), suspends: screen.suspends() };
}
