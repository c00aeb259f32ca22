import { Api, type AppParameter } from "@gse/contract";
import type { RuntimeConfig } from "./config/runtime-config.ts";
import { landingRoute, loginRoute, samePath } from "./guards/routes.ts";
import { type ApiClient, createApiClient } from "./http/api-client.ts";
import { forbiddenMessage } from "./http/messages.ts";
import { createTokenRefresher } from "./http/token-refresher.ts";
import { i18n } from "./i18n/i18n.ts";
import { SOURCE_LANGUAGE } from "./i18n/languages.ts";
import { sessionEndedState } from "./navigation/navigation-state.ts";
import { checkRedirect } from "./redirect/redirect-policy.ts";
import { createNoticeStore, type NoticeStore } from "./session/notice-store.ts";
import { createSessionStore, type SessionStore } from "./session/session-store.ts";

/** What the page gives the SDK: where it runs and how to move. Injected, so flows run in tests and stories. */
export interface SignInEnvironment {
  readonly config: RuntimeConfig;
  readonly application: string;
  readonly tenant: string | undefined;
  readonly tenantLanguage: string | undefined;
  /** The visitor chose a language (it is stored): a set-password link's tenant language then does not apply. */
  readonly languageChosen?: boolean;
  readonly pageOrigin: string;
  readonly fetch: typeof fetch;
  readonly sessionStorage: Storage;
  /**
   * In-app navigation (the router's). `replace` takes the current history entry's place: for a page that only
   * sends the user on (reached without what it needs), so Back does not return to it and bounce again.
   */
  readonly navigate: (to: string, state?: unknown, options?: { readonly replace?: boolean }) => void;
  /** Leaves the page for a server-given address that passed the redirect check. */
  readonly leave: (url: string, options?: { newTab?: boolean }) => void;
  /**
   * Opens an empty tab now, inside the user's click (popup blockers allow a tab only there), to be given its
   * address once a call answers; undefined when the browser refused it. Left out, flows open tabs through
   * `leave` when the address is known.
   */
  readonly openTab?: () => OpenedTab | undefined;
  readonly reload: () => void;
  readonly currentPath: () => string;
  /** The page's query string without '?': login sends it as `page`. */
  readonly currentSearch: () => string;
  /** Answers the page's boot already holds, so the first screen draws without asking. */
  readonly prefetched?: PrefetchedAnswers;
}

export interface PrefetchedAnswers {
  /** The application's login parameters (GetParametersApp, parameterType "login"), as the boot read them. */
  readonly loginParameters?: readonly AppParameter[] | undefined;
}

/** A tab opened empty, waiting for its address. */
export interface OpenedTab {
  /** Sends the tab to an address that passed the redirect check. */
  go(url: string): void;
  /** Closes the tab when there is nowhere to send it (the call failed, the address was refused). */
  close(): void;
  /**
   * The tab's session storage while it still shows the blank page this page opened, which shares this page's
   * origin: a session written there is the session of a page of this origin the tab then loads. Undefined when
   * the browser does not let this page reach it.
   */
  sessionStorage(): Storage | undefined;
}

/** The SDK for one page: session, notices and the API client, wired to one environment. */
export interface SignInRuntime {
  readonly env: SignInEnvironment;
  readonly session: SessionStore;
  readonly notices: NoticeStore;
  readonly client: ApiClient;
  /**
   * Follows a server-given address only when its origin is the page's or on the allowlist; otherwise
   * logs it and returns false so the flow can show an error.
   */
  follow(address: string | null | undefined, options?: { newTab?: boolean }): boolean;
  /** The address to go to when the redirect policy allows it (logging the refusal otherwise); does not move. */
  allowedAddress(address: string | null | undefined): string | undefined;
  /**
   * The credentials a user has just set, held in this page's memory only (never in storage or history state)
   * so that the app picker can sign in to the applications the set-password answer listed.
   */
  readonly justSetCredentials: {
    current:
      | { readonly user: string; readonly password: string; readonly captchaToken?: string | undefined }
      | undefined;
  };
  /**
   * The user whose sign-in answered R18 (password expired), kept in memory for /changepassword: opened without a
   * link, it asks for that user's old password instead of saying the link is not valid.
   */
  readonly expiredPasswordUser: { current: string | undefined };
}

export function createSignInRuntime(env: SignInEnvironment): SignInRuntime {
  const session = createSessionStore(env.sessionStorage, () => ({
    application: env.application,
    language: i18n.locale || env.tenantLanguage || SOURCE_LANGUAGE,
  }));
  const notices = createNoticeStore();
  const toLogin = () => env.navigate(loginRoute);

  const revoke = () => {
    const { refreshToken, claims } = session.getState();
    if (!refreshToken || !claims) return Promise.resolve();
    return client.call(Api.authentication.revokeToken, {
      body: {
        UserName: claims.unique_name,
        Quantity: 1,
        AppName: env.application,
        RefreshToken: refreshToken,
      },
    });
  };

  const refresh = createTokenRefresher({
    client: () => client,
    session,
    notices,
    application: env.application,
    revoke,
    toLogin,
    toSessionEnded: () => env.navigate(loginRoute, sessionEndedState("session")),
  });
  const client: ApiClient = createApiClient({
    config: env.config,
    pageOrigin: env.pageOrigin,
    fetch: env.fetch,
    // The page's language and brand on every call: the API writes the emails a call sends in them.
    pageHeaders: () => ({
      "accept-language": i18n.locale || undefined,
      [env.config.headers.application]: env.application,
      [env.config.headers.tenant]: env.tenant,
    }),
    session,
    hooks: {
      refresh,
      forbidden: () =>
        notices
          .getState()
          .show({ kind: "forbidden", message: forbiddenMessage }, () =>
            samePath(env.currentPath(), landingRoute) ? env.reload() : env.navigate(landingRoute),
          ),
    },
  });

  const allowedAddress = (address: string | null | undefined): string | undefined => {
    const check = checkRedirect(address, {
      pageOrigin: env.pageOrigin,
      allowlist: env.config.redirectAllowlist,
    });
    if (check.allowed) return check.url;
    console.error(`redirect refused: ${check.reason}`);
    return undefined;
  };

  return {
    env,
    session,
    notices,
    client,
    justSetCredentials: { current: undefined },
    expiredPasswordUser: { current: undefined },
    allowedAddress,
    follow(address, options) {
      const url = allowedAddress(address);
      if (url === undefined) return false;
      env.leave(url, options);
      return true;
    },
  };
}
