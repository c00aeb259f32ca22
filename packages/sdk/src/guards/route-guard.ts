import { findRoute, loginRoute, samePath } from "./routes.ts";

export interface GuardInput {
  readonly path: string;
  /** The query string without '?', as in `location.search.slice(1)`. */
  readonly query: string;
  /** A session token is stored. */
  readonly hasToken: boolean;
  /** The stored token was validated (or just issued) in this page's life. */
  readonly isAuth: boolean;
  /**
   * The stored token has not expired yet: a public route does not wait for the server's word to send such a
   * visitor to `/` (which validates it), so a typed-in /changepassword never shows first.
   */
  readonly liveToken?: boolean;
  /** The user menu opened /changepassword for the signed-in user's own change (`ownPasswordChangeState`). */
  readonly ownPasswordChange?: boolean;
}

export type GuardDecision =
  | { readonly kind: "render" }
  | { readonly kind: "redirect"; readonly to: string }
  /** A session token in the query of a protected route: validate it, then clear the query. */
  | { readonly kind: "validateQueryToken"; readonly token: string; readonly cleanPath: string }
  /** A stored token not yet validated in this page's life: validate it with the server first. */
  | { readonly kind: "validateStoredToken" };

const render: GuardDecision = { kind: "render" };

/** The route guard of spec §2 and §4, as a pure function of where the user is and what the session holds. */
export function guardRoute({
  path,
  query,
  hasToken,
  isAuth,
  liveToken,
  ownPasswordChange,
}: GuardInput): GuardDecision {
  const route = findRoute(path);
  // An unknown path goes to /Login (spec §2), once a stored session is known to be live or not; under a live
  // session it is a console path the console does not know, and the console's 'page not found' answers it.
  if (!route) {
    if (isAuth) return render;
    return hasToken ? { kind: "validateStoredToken" } : { kind: "redirect", to: loginRoute };
  }
  switch (route.access) {
    case "any":
      return render;
    case "public": {
      const signedIn = isAuth || (hasToken && liveToken === true);
      if (signedIn && ownPasswordChange && samePath(route.path, "/changepassword")) return render;
      return signedIn ? { kind: "redirect", to: "/" } : render;
    }
    case "login":
      if (isAuth) return { kind: "redirect", to: "/" };
      return hasToken ? { kind: "validateStoredToken" } : render;
    case "protected": {
      const token = queryToken(query);
      if (token) return { kind: "validateQueryToken", token, cleanPath: path };
      if (!hasToken) return route.slot ? render : { kind: "redirect", to: loginRoute };
      return isAuth ? render : { kind: "validateStoredToken" };
    }
  }
}

/** A JWT: three base64url parts, the signature possibly empty (an unsigned token). */
const jwtShape = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * The session token a protected route's query carries, when it carries one: spec §2's emailed-token entry ("a
 * query string on a protected route is treated as a token to validate") as the links send it, either the whole
 * query (`?xxx.yyy.zzz`) or a `token` parameter (`?token=xxx.yyy.zzz`), and in both only a JWT. Any other query
 * (`?page=2&sort=recent`) is the page's own state, such as a console list's, and the stored session stands.
 */
export function queryToken(query: string): string | undefined {
  if (jwtShape.test(query)) return query;
  const token = new URLSearchParams(query).get("token");
  return token !== null && jwtShape.test(token) ? token : undefined;
}

/** Spec §4: a service worker left by an older deployment is unregistered at boot. */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, "getRegistrations"> | undefined,
): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  return registrations.length;
}
