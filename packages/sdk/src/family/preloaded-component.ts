import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type Loader<Props> = () => Promise<{ readonly default: ComponentType<Props> }>;
type Renderable<Props> = ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>;

/** A component loaded on demand that a host can start loading early, and render without suspending once in. */
export interface PreloadedComponent<Props> {
  /** Settles once the module is in (or failed: the component throws that where it renders, not this). */
  readonly ready: Promise<void>;
  /**
   * What to render: the loaded component when the first render comes after the module is in, else the lazy
   * one. Fixed at that first render, so the element's type never changes under a screen and its state stays.
   * Why it matters: a lazy component suspends on its first render even when its module is already in, and
   * React holds a Suspense boundary's content back for up to 300 ms after its fallback showed (its reveal
   * throttle): on the login, a form already built would wait that long to show.
   */
  readonly type: () => Renderable<Props>;
  /**
   * Whether `type()` is the lazy one, which may suspend: only then does a host need a Suspense boundary around
   * it. One it does not need, it leaves out: React hydrates the content of a boundary in a pass of its own, at
   * idle priority, after the rest of the page (a login drawn by the server would be taken over in three passes).
   */
  readonly suspends: () => boolean;
}

interface Entry<Props> {
  loaded?: ComponentType<Props>;
  chosen?: Renderable<Props>;
  readonly lazy: LazyExoticComponent<ComponentType<Props>>;
  readonly ready: Promise<void>;
}

/** One entry per loader, so every render of a loader shares one component (and its identity) on a page. */
export function preloadedComponents<Props>(): (load: Loader<Props>) => PreloadedComponent<Props> {
  const entries = new WeakMap<Loader<Props>, Entry<Props>>();
  return (load) => {
    let entry = entries.get(load);
    if (!entry) {
      const module = load();
      const created: Entry<Props> = {
        lazy: lazy(() => module),
        ready: module.then(
          (loaded) => {
            created.loaded = loaded.default;
          },
          () => undefined,
        ),
      };
      entry = created;
      entries.set(load, entry);
    }
    const current = entry;
    const type = () => {
      current.chosen ??= current.loaded ?? current.lazy;
      return current.chosen;
    };
    return { ready: current.ready, type, suspends: () => type() === current.lazy };
  };
}
