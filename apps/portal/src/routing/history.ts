/** Where the page is, as the history holds it: the path, the raw query string (`?…` or "") and the entry's state. */
export interface HistoryLocation {
  readonly pathname: string;
  readonly search: string;
  readonly state: unknown;
}

/** The page's session history, as the portal's routing uses it: read, push, replace, and hear every move. */
export interface PortalHistory {
  readonly location: HistoryLocation;
  push(href: string, state?: unknown): void;
  replace(href: string, state?: unknown): void;
  /** Called after every move, the browser's back and forward included; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * An href kept on `origin`, read as the browser reads it: `//host/x` (or `/\\host/x`) names another origin,
 * which pushState refuses with an exception; the history moves to its path on this origin instead.
 */
function onOrigin(href: string, origin: string): string {
  const url = new URL(href, origin);
  return url.origin === origin ? href : `${url.pathname}${url.search}${url.hash}`;
}

function createHistory(
  origin: string,
  read: () => HistoryLocation,
  write: (href: string, state: unknown, replace: boolean) => void,
  listen: (notify: () => void) => void,
): PortalHistory {
  let location = read();
  const listeners = new Set<() => void>();
  const notify = () => {
    location = read();
    for (const listener of listeners) listener();
  };
  listen(notify);
  const move = (replace: boolean) => (href: string, state?: unknown) => {
    write(onOrigin(href, origin), state ?? null, replace);
    notify();
  };
  return {
    get location() {
      return location;
    },
    push: move(false),
    replace: move(true),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The browser's history: the page's address bar, back and forward. */
export function createBrowserHistory(win: Window = window): PortalHistory {
  return createHistory(
    win.location.origin,
    () => ({ pathname: win.location.pathname, search: win.location.search, state: win.history.state }),
    (href, state, replace) =>
      replace ? win.history.replaceState(state, "", href) : win.history.pushState(state, "", href),
    (notify) => win.addEventListener("popstate", notify),
  );
}

/** A history in memory, for tests: starts at the last of `initialEntries`. */
export function createMemoryHistory({ initialEntries }: { readonly initialEntries: readonly string[] }) {
  const origin = "http://memory.invalid";
  const entry = (href: string, state: unknown): HistoryLocation => {
    const url = new URL(href, origin);
    return { pathname: url.pathname, search: url.search, state };
  };
  const entries = initialEntries.map((href) => entry(href, null));
  let index = entries.length - 1;
  return createHistory(
    origin,
    () => entries[index] ?? entry("/", null),
    (href, state, replace) => {
      if (replace) entries[index] = entry(href, state);
      else entries.splice(++index, entries.length, entry(href, state));
    },
    () => undefined,
  );
}
