import {
  FamilyLayoutProvider,
  resolveScreen,
  type ScreenSlot,
  samePath,
  screenComponent,
  slotForSearch,
} from "@gse/sdk";
import { Suspense } from "react";
import { Navigate, useLocation } from "./location.tsx";
import { usePortal } from "./portal-context.tsx";

/**
 * Renders the brand family's screen for a slot, in the family's layout (an inherited screen too). A route the
 * family has no screen for shows its splash, which leaves for /login after 2 s (spec §2: such a route sends the
 * user to /Login; the splash is how); a family without a splash either sends the user there at once.
 * `path` is the route it stands for: while the router moves to another route the outgoing screen may render
 * once more with the incoming location, and must not read that location's state as its own.
 */
export function SlotScreen({ slot, path }: { readonly slot: ScreenSlot; readonly path: string }) {
  const { family, brand, brandKey } = usePortal();
  const location = useLocation();
  const load =
    resolveScreen(family, slotForSearch(slot, location.searchStr)) ?? resolveScreen(family, "splash");
  if (!samePath(location.pathname, path)) return null;
  const navigationState = location.state;
  if (!load) return <Navigate to="/Login" replace />;
  // The boot preloads the first route's screen, so the login draws at once (no suspension, no reveal delay), and
  // with no boundary around it (a page the server drew hydrates in one pass: PreloadedComponent.suspends).
  const { Component, suspends } = screenComponent(load);
  const screen = (
    <FamilyLayoutProvider family={family}>
      <Component brand={brand} brandKey={brandKey} navigationState={navigationState} />
    </FamilyLayoutProvider>
  );
  return suspends ? <Suspense fallback={null}>{screen}</Suspense> : screen;
}
