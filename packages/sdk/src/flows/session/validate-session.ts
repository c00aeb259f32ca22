import { isLoginRoute, landingRoute, loginRoute } from "../../guards/routes.ts";
import { validateToken } from "../../http/token-validation.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { decodeClaims } from "../../session/claims.ts";

/** What the route does once validation answered. */
export type ValidationOutcome = { readonly kind: "render" } | { readonly kind: "left" };

/**
 * Startup validation of the stored session token (spec §4, option 1): a valid token marks the session
 * authenticated and stays on the path, or goes to /users from login or root; an invalid one clears the
 * session and goes to login.
 */
export async function validateStoredSession(
  runtime: SignInRuntime,
  path: string,
): Promise<ValidationOutcome> {
  const { token, claims } = runtime.session.getState();
  if (!token || !claims) {
    // A token that cannot be read is no session: dropped, or /Login would find it and validate it again.
    runtime.session.getState().signOut();
    runtime.env.navigate(loginRoute);
    return { kind: "left" };
  }
  return settle(runtime, { user: claims.unique_name, token, path, apps: claims.APPS });
}

/**
 * A session token in a protected route's query (spec §2, `queryToken`): a valid one becomes the session and
 * the query is cleared. Every way out replaces the history entry with the bare path, so the token is not left
 * in history for Back or another user of the browser.
 */
export async function validateQueryToken(
  runtime: SignInRuntime,
  token: string,
  path: string,
): Promise<ValidationOutcome> {
  const claims = decodeClaims(token);
  if (!claims) {
    runtime.env.navigate(loginRoute, undefined, { replace: true });
    return { kind: "left" };
  }
  const outcome = await settle(
    runtime,
    { user: claims.unique_name, token, path, apps: claims.APPS },
    { replace: true },
  );
  if (outcome.kind === "render") {
    runtime.session.getState().signIn({ token });
    runtime.env.navigate(path, undefined, { replace: true });
    return { kind: "left" };
  }
  return outcome;
}

async function settle(
  runtime: SignInRuntime,
  { user, token, path, apps }: { user: string; token: string; path: string; apps: readonly string[] },
  moves: { readonly replace?: boolean } = {},
): Promise<ValidationOutcome> {
  const { env, session } = runtime;
  const result = await validateToken(runtime, { user, token, option: "1", apps });
  if (result.ok) {
    session.getState().markValidated();
    if (isLoginRoute(path)) {
      env.navigate(landingRoute, undefined, moves);
      return { kind: "left" };
    }
    return { kind: "render" };
  }
  // Option 1: any error clears the session and goes to login (spec §4).
  session.getState().signOut();
  env.navigate(loginRoute, undefined, moves);
  return { kind: "left" };
}
