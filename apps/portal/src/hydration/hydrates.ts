import { guardRoute, isLoginRoute } from "@gse/sdk";

/** What the browser knows of its first render that the server could not when it drew the login. */
export interface FirstRender {
  /** The language the server drew the login in (the root's `data-gse-ssr`), undefined where it drew none. */
  readonly drawnLanguage: string | undefined;
  /** The language the boot picked: a visitor's stored one wins over the brand's. */
  readonly language: string;
  readonly pathname: string;
  readonly search: string;
  /** The history entry's state (an arrival message, a session that ended): null on a fresh visit. */
  readonly state: unknown;
  /** A session token is stored in the tab: the guard validates it before drawing anything. */
  readonly hasToken: boolean;
  /** The login's parameters are in hand for the first render (else it draws a spinner first). */
  readonly loginParameters: boolean;
}

/**
 * Whether the browser's first render is the login the server drew, so that it hydrates that HTML: the login's
 * route, shown at once (no session, no token in the query), in the same language, with nothing in the history's
 * state and the same parameters. Otherwise the page is drawn afresh (start.tsx), never patched over a login
 * that is not its own.
 */
export function hydratesServerLogin(first: FirstRender): boolean {
  return (
    first.drawnLanguage !== undefined &&
    first.drawnLanguage === first.language &&
    isLoginRoute(first.pathname) &&
    !first.hasToken &&
    (first.state === null || first.state === undefined) &&
    first.loginParameters &&
    guardRoute({
      path: first.pathname,
      query: first.search.replace(/^\?/, ""),
      hasToken: false,
      isAuth: false,
      liveToken: false,
      ownPasswordChange: false,
    }).kind === "render"
  );
}
