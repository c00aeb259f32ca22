import { type LazyScreen, resolveScreen, type Screen, type ScreenSlot } from "@gse/sdk";
import { Navigate, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { usePortal } from "./portal-context.tsx";

// One React.lazy per screen loader, so a screen keeps its identity (and state) across renders.
const lazyScreens = new WeakMap<LazyScreen, ReturnType<typeof lazy<Screen>>>();
const asComponent = (load: LazyScreen) => {
  let component = lazyScreens.get(load);
  if (!component) {
    component = lazy(load);
    lazyScreens.set(load, component);
  }
  return component;
};

/** Renders the brand family's screen for a slot; a family without one sends the user to /Login (spec §2). */
export function SlotScreen({ slot }: { readonly slot: ScreenSlot }) {
  const { family, brand, brandKey } = usePortal();
  const navigationState = useRouterState({ select: (state) => state.location.state });
  const load = resolveScreen(family, slot);
  if (!load) return <Navigate to="/Login" replace />;
  const Component = asComponent(load);
  return (
    <Suspense fallback={null}>
      <Component brand={brand} brandKey={brandKey} navigationState={navigationState} />
    </Suspense>
  );
}
