import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { type Claims, decodeClaims } from "./claims.ts";
import { bearerPrefix, storageKeys } from "./storage-keys.ts";

export interface SessionState {
  /** The raw session token (without the 'Bearer ' prefix), or undefined when signed out. */
  readonly token: string | undefined;
  readonly refreshToken: string | undefined;
  readonly encryptedToken: string | undefined;
  readonly claims: Claims | undefined;
  /** True once the token was validated (or just issued by a login). */
  readonly isAuth: boolean;
}

export interface SessionActions {
  /** Stores the tokens of a successful login or refresh. */
  signIn(tokens: {
    token: string;
    refreshToken?: string | undefined;
    encryptedToken?: string | undefined;
  }): void;
  /**
   * Stores the tokens of a refresh: the same session goes on, so whether it counts as authenticated for the
   * route guard does not change (a refresh during a call on a public page must not move the page to `/`).
   */
  refreshed(tokens: { token: string; refreshToken: string }): void;
  /**
   * Writes a new sign-in's tokens to storage for the page the browser is about to load (urlApp), and leaves
   * this page's session as it is: marking it authenticated would have the route guard move the login page
   * to `/` (and start the signed-in page's requests) while the browser leaves.
   */
  handOff(tokens: { token: string; refreshToken?: string | undefined }): void;
  /**
   * Writes a sign-in's tokens into the session storage of a tab this page opened, on this page's origin (the app
   * picker's card), so that the page it loads starts signed in; this page's session is left as it is. The
   * sign-in was for `application`, and the tab carries on this tab's session id, which that login was sent with.
   */
  handOffToTab(
    tab: Storage,
    tokens: { token: string; refreshToken?: string | undefined },
    application: string,
  ): void;
  markValidated(): void;
  /** Logout: clears the session tokens and user data, keeps the tab id, app name and language. */
  signOut(): void;
  /** Another session took over, or the session was revoked: everything in session storage goes. */
  clearStorage(): void;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

/** The 16-digit random id of this tab's session (spec §3 'sessions'). */
export function tabSessionId(
  storage: Storage,
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const existing = storage.getItem(storageKeys.sessionId);
  if (existing && /^\d{16}$/.test(existing)) return existing;
  const id = Array.from(random(new Uint8Array(16)), (byte) => String(byte % 10)).join("");
  storage.setItem(storageKeys.sessionId, id);
  return id;
}

const tokenKeys = [
  storageKeys.jwtToken,
  storageKeys.refreshToken,
  storageKeys.encryptedToken,
  storageKeys.userTokenData,
  storageKeys.users,
];

/**
 * The session a page starts with. A stored token that cannot be decoded (an opaque token, a corrupted value)
 * is no session: it is removed here, once, so that the route guard sends the user to /Login instead of
 * bouncing between validating a token it cannot read and the login page that finds it again.
 */
function readState(storage: Storage): SessionState {
  const stored = storage.getItem(storageKeys.jwtToken);
  const token = stored?.startsWith(bearerPrefix) ? stored.slice(bearerPrefix.length) : undefined;
  const claims = token ? decodeClaims(token) : undefined;
  if (stored !== null && !claims) {
    for (const key of tokenKeys) storage.removeItem(key);
    return { token: undefined, refreshToken: undefined, encryptedToken: undefined, claims, isAuth: false };
  }
  return {
    token,
    refreshToken: storage.getItem(storageKeys.refreshToken) ?? undefined,
    encryptedToken: storage.getItem(storageKeys.encryptedToken) ?? undefined,
    claims,
    isAuth: false,
  };
}

/** What else a sign-in records for the suite's other applications: the application and the language. */
export interface SessionContext {
  readonly application: string;
  readonly language: string;
}

/**
 * Writes a session's tokens, the claims other applications read (the first name lowercased, spec §3), the
 * application and the language under the keys of spec §3.
 */
function writeTokens(
  storage: Storage,
  context: SessionContext | undefined,
  {
    token,
    refreshToken,
    encryptedToken,
  }: {
    token: string;
    refreshToken?: string | undefined;
    encryptedToken?: string | undefined;
  },
): Claims | undefined {
  const claims = decodeClaims(token);
  storage.setItem(storageKeys.jwtToken, `${bearerPrefix}${token}`);
  if (refreshToken !== undefined) storage.setItem(storageKeys.refreshToken, refreshToken);
  if (encryptedToken !== undefined) storage.setItem(storageKeys.encryptedToken, encryptedToken);
  if (claims) {
    storage.setItem(
      storageKeys.userTokenData,
      JSON.stringify({ ...claims, name: claims.name.toLowerCase() }),
    );
  }
  if (context) {
    storage.setItem(storageKeys.appName, context.application);
    storage.setItem(storageKeys.language, context.language);
  }
  return claims;
}

/**
 * The session, mirrored to sessionStorage under the keys of spec §3 so that a reload keeps it and a
 * closed tab forgets it. The only module of the SDK that holds mutable state.
 */
export function createSessionStore(storage: Storage, context?: () => SessionContext): SessionStore {
  return createStore<SessionState & SessionActions>()((set) => ({
    ...readState(storage),
    signIn({ token, refreshToken, encryptedToken }) {
      const claims = writeTokens(storage, context?.(), { token, refreshToken, encryptedToken });
      set((state) => ({
        token,
        claims,
        isAuth: true,
        refreshToken: refreshToken ?? state.refreshToken,
        encryptedToken: encryptedToken ?? state.encryptedToken,
      }));
    },
    refreshed({ token, refreshToken }) {
      const claims = writeTokens(storage, context?.(), { token, refreshToken });
      set({ token, claims, refreshToken });
    },
    handOff({ token, refreshToken }) {
      writeTokens(storage, context?.(), { token, refreshToken });
    },
    handOffToTab(tab, { token, refreshToken }, application) {
      const own = context?.();
      writeTokens(tab, own && { ...own, application }, { token, refreshToken });
      tab.setItem(storageKeys.sessionId, tabSessionId(storage));
    },
    markValidated() {
      set({ isAuth: true });
    },
    signOut() {
      for (const key of tokenKeys) storage.removeItem(key);
      set({
        token: undefined,
        refreshToken: undefined,
        encryptedToken: undefined,
        claims: undefined,
        isAuth: false,
      });
    },
    clearStorage() {
      storage.clear();
      set({
        token: undefined,
        refreshToken: undefined,
        encryptedToken: undefined,
        claims: undefined,
        isAuth: false,
      });
    },
  }));
}

/** Reads the session in a component; re-renders only when the selected value changes. */
export function useSession<T>(store: SessionStore, select: (state: SessionState & SessionActions) => T): T {
  return useStore(store, select);
}
