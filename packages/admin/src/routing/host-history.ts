import { createHistory, type HistoryLocation, parseHref, type RouterHistory } from "@tanstack/history";

/**
 * The page's history as the portal holds it (its public route table reads the same object). Structural, so the
 * console depends on the shape and not on the portal.
 */
export interface HostHistory {
  readonly location: { readonly pathname: string; readonly search: string; readonly state: unknown };
  push(href: string, state?: unknown): void;
  replace(href: string, state?: unknown): void;
  subscribe(listener: () => void): () => void;
}

/** Steps through the session history (the browser's back, forward and go). */
export type HistoryStep = (delta: number) => void;

const stateIndexKey = "__TSR_index";

/** The entry's state as TanStack Router reads it: an entry the portal pushed has no index, so it counts as 0. */
function routerState(state: unknown): HistoryLocation["state"] {
  const record = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  const index = record[stateIndexKey];
  return { ...record, [stateIndexKey]: typeof index === "number" ? index : 0 };
}

/**
 * TanStack Router's history over the portal's: one history for the whole page, so a navigation made by either
 * side (the public routes' sign-out, the console's links, the browser's Back) is seen by both.
 */
export function createHostRouterHistory(host: HostHistory, step: HistoryStep): RouterHistory {
  // While the router itself writes, the host's notification is its own echo: the router notifies after writing.
  let writing = false;
  const write = (move: () => void) => {
    writing = true;
    try {
      move();
    } finally {
      writing = false;
    }
  };
  const history = createHistory({
    getLocation: () => {
      const { pathname, search, state } = host.location;
      return parseHref(`${pathname}${search}`, routerState(state));
    },
    getLength: () => (typeof window === "undefined" ? 1 : window.history.length),
    pushState: (href, state) => write(() => host.push(href, state)),
    replaceState: (href, state) => write(() => host.replace(href, state)),
    go: (delta) => step(delta),
    back: () => step(-1),
    forward: () => step(1),
    createHref: (href) => href,
  });
  const unsubscribe = host.subscribe(() => {
    if (!writing) history.notify({ type: "REPLACE" });
  });
  const destroy = history.destroy;
  history.destroy = () => {
    unsubscribe();
    destroy();
  };
  return history;
}
