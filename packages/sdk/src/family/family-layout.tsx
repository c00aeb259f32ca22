import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from "react";
import { preloadedComponents } from "./preloaded-component.ts";
import {
  type Layout,
  type LayoutProps,
  type PartProps,
  type PartSlot,
  type Parts,
  resolveLayout,
  resolveParts,
  type ScreenFamily,
} from "./screen-family.ts";

// One load per layout loader, so every screen of a family shares one component (and its identity) on a page.
const layoutOf = preloadedComponents<LayoutProps>();

/** Starts loading the family's layout (beside its first screen), resolving once a render needs no wait. */
export function preloadFamilyLayout(family: ScreenFamily): Promise<void> {
  const load = resolveLayout(family);
  return load ? layoutOf(load).ready : Promise.resolve();
}

const FamilyLayoutContext = createContext<Layout | undefined>(undefined);

/** The layout of the family the page draws, for a screen's page component to draw itself in. */
export function useFamilyLayout(): Layout | undefined {
  return useContext(FamilyLayoutContext);
}

const FamilyPartsContext = createContext<Parts>({});
// One merge per family: every screen and part on a page reads the same object.
const partsOf = new WeakMap<ScreenFamily, Parts>();

/** The family's replacement for a part of a screen (its own or inherited), else undefined: the kit's own. */
export function useFamilyPart<Slot extends PartSlot>(slot: Slot): ComponentType<PartProps[Slot]> | undefined {
  return useContext(FamilyPartsContext)[slot] as ComponentType<PartProps[Slot]> | undefined;
}

/**
 * Every screen under it drawn in `family`'s layout (its own or the nearest inherited one): what the portal's
 * screen host and the screen mocks put around a screen, so an inherited screen takes the family's page too.
 * A layout preloaded before the first render is drawn at once, with no boundary; one still loading suspends
 * under its own. The family's part replacements reach the kit's parts from here too.
 */
export function FamilyLayoutProvider({
  family,
  children,
}: {
  readonly family: ScreenFamily;
  readonly children: ReactNode;
}) {
  let parts = partsOf.get(family);
  if (!parts) {
    parts = resolveParts(family);
    partsOf.set(family, parts);
  }
  const load = resolveLayout(family);
  const layout = load && layoutOf(load);
  return (
    <FamilyPartsContext.Provider value={parts}>
      {layout ? (
        <FamilyLayoutContext.Provider value={layout.type()}>
          {layout.suspends() ? <Suspense fallback={null}>{children}</Suspense> : children}
        </FamilyLayoutContext.Provider>
      ) : (
        children
      )}
    </FamilyPartsContext.Provider>
  );
}
