import { isLoginRoute, isProtectedRoute, isPublicRoute, loginRoute } from "./routes.ts";

export interface GuardInput {
  readonly path: string;
  /** The query string without '?', as in `location.search.slice(1)`. */
  readonly query: string;
  /** A session token is stored. */
  readonly hasToken: boolean;
  /** The stored token was validated (or just issued) in this page's life. */
  readonly isAuth: boolean;
}

export type GuardDecision =
  | { readonly kind: "render" }
  | { readonly kind: "redirect"; readonly to: string }
  /** A query string on a protected route is a token to validate; the query is then cleared. */
  | { readonly kind: "validateQueryToken"; readonly token: string; readonly cleanPath: string }
  /** A stored token not yet validated in this page's life: validate it with the server first. */
  | { readonly kind: "validateStoredToken" };

/** The route guard of spec §2 and §4, as a pure function of where the user is and what the session holds. */
export function guardRoute({ path, query, hasToken, isAuth }: GuardInput): GuardDecision {
  const lower = path.toLowerCase();
  // Logout (and the certificate service's) must run whatever the session; the OTP reset screen is always
  // treated as authenticated (spec §2).
  if (lower === "/logout" || lower === "/logout-credential" || lower === "/resetotp")
    return { kind: "render" };

  if (isProtectedRoute(path) && query !== "") {
    return { kind: "validateQueryToken", token: queryToken(query), cleanPath: path };
  }
  if (isPublicRoute(path) || (isLoginRoute(path) && !hasToken)) {
    return isAuth ? { kind: "redirect", to: "/" } : { kind: "render" };
  }
  if (lower === "/login") {
    // A stored session on /login: validate it, and a valid one moves on to the landing page.
    return isAuth ? { kind: "redirect", to: "/" } : { kind: "validateStoredToken" };
  }
  if (isProtectedRoute(path)) {
    if (!hasToken) return { kind: "redirect", to: loginRoute };
    return isAuth ? { kind: "render" } : { kind: "validateStoredToken" };
  }
  return { kind: "redirect", to: loginRoute };
}

/**
 * `?token=abc` gives abc; a bare `?abc` (the whole query is the token) gives abc. A malformed `%` is not an
 * error: the query as it came reads as a token the server refuses, and the page shows as usual.
 */
function queryToken(query: string): string {
  const params = new URLSearchParams(query);
  const named = params.get("token");
  if (named !== null) return named;
  try {
    return decodeURIComponent(query);
  } catch {
    return query;
  }
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
