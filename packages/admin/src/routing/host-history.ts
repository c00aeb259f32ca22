import {
  createHistory,
  type HistoryLocation,
  type NavigationBlocker,
  parseHref,
  type RouterHistory,
} from "@tanstack/history";

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
  let blockers: NavigationBlocker[] = [];
  // A Back or Forward a blocker held is undone (the page steps back where it was) while the blocker asks; that
  // step, and the one taken again when the administrator lets the move go on, are not asked about again. The
  // blockers are asked once the undoing step has landed: the browser drops a step asked while another is on
  // its way, so a blocker that lets the move go at once would otherwise leave the page where it was.
  let unheard = 0;
  let passing = 0;
  let undone: (() => void) | undefined;
  const read = () => {
    const { pathname, search, state } = host.location;
    return parseHref(`${pathname}${search}`, routerState(state));
  };
  const history = createHistory({
    getLocation: read,
    getLength: () => (typeof window === "undefined" ? 1 : window.history.length),
    pushState: (href, state) => write(() => host.push(href, state)),
    replaceState: (href, state) => write(() => host.replace(href, state)),
    go: (delta) => step(delta),
    back: () => step(-1),
    forward: () => step(1),
    createHref: (href) => href,
    getBlockers: () => blockers,
    setBlockers: (next) => {
      blockers = next;
    },
  });
  /** The browser's Back or Forward, seen after the fact: blockers (unsaved changes) may undo it and ask first. */
  const heardMove = async (from: HistoryLocation, to: HistoryLocation) => {
    const delta = (to.state[stateIndexKey] ?? 0) - (from.state[stateIndexKey] ?? 0) || -1;
    const landed = new Promise<void>((resolve) => {
      undone = resolve;
    });
    unheard += 1;
    step(-delta);
    await landed;
    for (const blocker of blockers) {
      const blocked = await blocker.blockerFn({
        currentLocation: from,
        nextLocation: to,
        action: delta < 0 ? "BACK" : "FORWARD",
      });
      if (blocked) return;
    }
    passing += 1;
    step(delta);
  };
  const unsubscribe = host.subscribe(() => {
    if (writing) return;
    if (unheard > 0) {
      unheard -= 1;
      undone?.();
      undone = undefined;
      return;
    }
    const from = history.location;
    const to = read();
    if (passing > 0 || blockers.length === 0 || to.href === from.href) {
      passing = Math.max(0, passing - 1);
      history.notify({ type: "REPLACE" });
      return;
    }
    void heardMove(from, to);
  });
  const destroy = history.destroy;
  history.destroy = () => {
    unsubscribe();
    destroy();
  };
  return history;
}
