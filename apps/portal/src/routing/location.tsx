import { samePath } from "@gse/sdk";
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from "react";
import { createBrowserHistory, type HistoryLocation, type PortalHistory } from "./history.ts";

/**
 * The portal's routing needs are few: flat routes matched without regard to case, a query string kept byte for
 * byte, navigation state for the screens. That is a history and a lookup table, not a router library: TanStack
 * Router would cost the login page about 25 KB gzip of its first load, and its history module 1.6 KB more.
 */

/** Where the page is: the path, the raw query string (`?…` or ""), and the navigation state of the entry. */
export interface PortalLocation {
  readonly pathname: string;
  readonly searchStr: string;
  readonly state: unknown;
}

export interface PortalRouter {
  readonly history: PortalHistory;
  readonly state: { readonly location: PortalLocation };
}

/** The portal's router over a history; tests pass a memory history, the app uses the browser's. */
export function createPortalRouter(history: PortalHistory = createBrowserHistory()): PortalRouter {
  let source = history.location;
  let location = toLocation(source);
  const current = () => {
    if (history.location !== source) {
      source = history.location;
      location = toLocation(source);
    }
    return location;
  };
  return {
    history,
    state: {
      get location() {
        return current();
      },
    },
  };
}

function toLocation(location: HistoryLocation): PortalLocation {
  return { pathname: location.pathname, searchStr: location.search, state: location.state };
}

const RouterContext = createContext<PortalRouter | undefined>(undefined);

export function RouterProvider({
  router,
  children,
}: {
  readonly router: PortalRouter;
  readonly children: ReactNode;
}) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

function useRouter(): PortalRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useLocation: rendered outside <RouterProvider>; mount it through <App>");
  return router;
}

/**
 * The current location; the component renders again when it changes. The same snapshot serves a render in Node
 * (publishing's render of the login, src/prerender/login-page.tsx), whose router is on a memory history.
 */
export function useLocation(): PortalLocation {
  const router = useRouter();
  const location = () => router.state.location;
  return useSyncExternalStore(router.history.subscribe, location, location);
}

/** The page's one history, for the console's router to share (its navigations and the portal's are one list). */
export function usePortalHistory(): PortalHistory {
  return useRouter().history;
}

export interface NavigateOptions {
  /** An in-app href: a path, optionally with its query string. */
  readonly to: string;
  readonly replace?: boolean;
  readonly state?: unknown;
}

export function useNavigate(): (options: NavigateOptions) => void {
  const { history } = useRouter();
  return useCallback(
    ({ to, replace, state }) => (replace ? history.replace(to, state) : history.push(to, state)),
    [history],
  );
}

/** Navigates once mounted: a redirect as an element. */
export function Navigate({ to, replace = false }: { readonly to: string; readonly replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate({ to, replace }), [navigate, to, replace]);
  return null;
}

/**
 * An in-app link: a real anchor (open in a new tab works), navigating through the history on a plain click;
 * `data-status="active"` and `aria-current="page"` when it points at the current route.
 */
export function Link({
  to,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { readonly to: string }) {
  const navigate = useNavigate();
  const active = samePath(useLocation().pathname, to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate({ to });
  };
  return (
    <a
      {...rest}
      href={to}
      onClick={follow}
      {...(active ? { "data-status": "active", "aria-current": "page" as const } : {})}
    />
  );
}
