import { createContext, type LazyExoticComponent, lazy, type ReactNode, Suspense, useContext } from "react";
import { type Layout, type LazyLayout, resolveLayout, type ScreenFamily } from "./screen-family.ts";

interface LoadedLayout {
  /** Set once the module is in: a host that preloaded it renders the layout at once, without suspending. */
  component?: Layout;
  readonly lazy: LazyExoticComponent<Layout>;
  readonly ready: Promise<void>;
}

// One load per layout loader, so every screen of a family shares one component (and its identity) on a page.
const layouts = new WeakMap<LazyLayout, LoadedLayout>();

function loadedLayout(load: LazyLayout): LoadedLayout {
  let entry = layouts.get(load);
  if (!entry) {
    const module = load();
    const created: LoadedLayout = {
      lazy: lazy(() => module),
      // A failed load is not this promise's to report: the lazy component throws it where it renders.
      ready: module.then(
        (loaded) => {
          created.component = loaded.default;
        },
        () => undefined,
      ),
    };
    entry = created;
    layouts.set(load, entry);
  }
  return entry;
}

/** Starts loading the family's layout (beside its first screen), resolving once a render needs no wait. */
export function preloadFamilyLayout(family: ScreenFamily): Promise<void> {
  const load = resolveLayout(family);
  return load ? loadedLayout(load).ready : Promise.resolve();
}

const FamilyLayoutContext = createContext<Layout | undefined>(undefined);

/** The layout of the family the page draws, for a screen's page component to draw itself in. */
export function useFamilyLayout(): Layout | undefined {
  return useContext(FamilyLayoutContext);
}

/**
 * Every screen under it drawn in `family`'s layout (its own or the nearest inherited one): what the portal's
 * screen host and the screen mocks put around a screen, so an inherited screen takes the family's page too.
 */
export function FamilyLayoutProvider({
  family,
  children,
}: {
  readonly family: ScreenFamily;
  readonly children: ReactNode;
}) {
  const load = resolveLayout(family);
  if (!load) return children;
  const entry = loadedLayout(load);
  if (entry.component) {
    return <FamilyLayoutContext.Provider value={entry.component}>{children}</FamilyLayoutContext.Provider>;
  }
  return (
    <FamilyLayoutContext.Provider value={entry.lazy}>
      <Suspense fallback={null}>{children}</Suspense>
    </FamilyLayoutContext.Provider>
  );
}
