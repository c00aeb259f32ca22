import ky, { type AfterResponseHook, type BeforeRequestHook, type Hooks, type NormalizedOptions } from "ky";
import type { SessionStore } from "../session/session-store.ts";
import { bearerPrefix } from "../session/storage-keys.ts";

/** What the client does when a session-level event needs the page: decided by the SDK, drawn by the app. */
export interface SessionHooks {
  /** Single flight: every caller that asks while a refresh is running gets that refresh's outcome. */
  refresh(): Promise<string | undefined>;
  forbidden(): void;
}

/** The ky `context` of a call: whether it carries the session token (and so may refresh it on 401). */
export interface SessionContext {
  readonly withSession?: boolean;
}

const carriesSession = (options: NormalizedOptions) =>
  (options.context as SessionContext).withSession === true;

/**
 * The session's behaviour as ky hooks, so the sign-in calls and the console's share one implementation:
 * the 'Bearer ' token on session calls; a 401 on one is retried once, after one shared refresh, or at once with
 * the current token when the request had been sent with an older one; any 403 raises the privileges notice.
 */
export function sessionHooks(session: SessionStore, hooks: SessionHooks): Hooks {
  // Read at each attempt, not when the call starts: the retry after a refresh goes out with the new token.
  const bearer: BeforeRequestHook = (request, options) => {
    const { token } = session.getState();
    if (carriesSession(options) && token) request.headers.set("Authorization", `${bearerPrefix}${token}`);
  };

  const refreshOn401: AfterResponseHook = async (request, options, response, { retryCount }) => {
    if (response.status !== 401 || !carriesSession(options) || retryCount > 0) return;
    const sentWith = request.headers.get("Authorization")?.slice(bearerPrefix.length);
    const current = session.getState().token;
    // Sent with an older token than the current one: another request already refreshed, reuse its token.
    const retryWith = current && current !== sentWith ? current : await hooks.refresh();
    // No delay: the retry answers the same user action, and ky's backoff is for overloaded servers.
    if (retryWith) return ky.retry({ delay: 0, code: "SESSION_REFRESHED" });
  };

  const forbiddenOn403: AfterResponseHook = (_request, _options, response) => {
    if (response.status === 403) hooks.forbidden();
  };

  return { beforeRequest: [bearer], afterResponse: [refreshOn401, forbiddenOn403] };
}
