import { Api } from "@gse/contract";
import type { NoticeStore } from "../session/notice-store.ts";
import type { SessionStore } from "../session/session-store.ts";
import type { ApiClient } from "./api-client.ts";
import { revokedMessage } from "./messages.ts";

export interface RefresherOptions {
  readonly client: () => ApiClient;
  readonly session: SessionStore;
  readonly notices: NoticeStore;
  readonly application: string;
  /** Revokes the session's refresh token on the server; its outcome does not matter here. */
  readonly revoke: () => Promise<unknown>;
  readonly toLogin: () => void;
  /** After the revoked notice (R101): the session-ended screen. */
  readonly toSessionEnded: () => void;
}

/**
 * Spec §4 token refresh, single flight: while one refresh runs, every caller waits for it instead of
 * starting another. R101 raises the revoked notice, whose accept closes the session and shows the session-ended
 * screen; any other failure
 * revokes the token and goes to login. Resolves with the new token, or undefined when there is none.
 */
export function createTokenRefresher(options: RefresherOptions): () => Promise<string | undefined> {
  const { session, notices } = options;
  let inflight: Promise<string | undefined> | undefined;

  async function refresh(): Promise<string | undefined> {
    const { refreshToken, claims } = session.getState();
    if (refreshToken && claims) {
      const result = await options.client().call(Api.authentication.refreshToken, {
        body: { RefreshToken: refreshToken, UserName: claims.unique_name, Appname: options.application },
      });
      if (result.ok) {
        const { token, refreshToken: next } = result.value.result;
        session.getState().refreshed({ token, refreshToken: next });
        return token;
      }
      if (result.failure.kind === "refused" && result.failure.code === "R101") {
        notices.getState().show({ kind: "revoked", message: revokedMessage }, () => {
          session.getState().clearStorage();
          options.toSessionEnded();
        });
        return undefined;
      }
      await options.revoke();
    }
    session.getState().signOut();
    options.toLogin();
    return undefined;
  }

  return () => {
    inflight ??= refresh().finally(() => {
      inflight = undefined;
    });
    return inflight;
  };
}
