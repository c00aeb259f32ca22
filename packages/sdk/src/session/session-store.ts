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

function readState(storage: Storage): SessionState {
  const stored = storage.getItem(storageKeys.jwtToken);
  const token = stored?.startsWith(bearerPrefix) ? stored.slice(bearerPrefix.length) : undefined;
  return {
    token,
    refreshToken: storage.getItem(storageKeys.refreshToken) ?? undefined,
    encryptedToken: storage.getItem(storageKeys.encryptedToken) ?? undefined,
    claims: token ? decodeClaims(token) : undefined,
    isAuth: false,
  };
}

const tokenKeys = [
  storageKeys.jwtToken,
  storageKeys.refreshToken,
  storageKeys.encryptedToken,
  storageKeys.userTokenData,
  storageKeys.users,
];

/**
 * The session, mirrored to sessionStorage under the keys of spec §3 so that a reload keeps it and a
 * closed tab forgets it. The only module of the SDK that holds mutable state.
 */
export function createSessionStore(storage: Storage): SessionStore {
  return createStore<SessionState & SessionActions>()((set) => ({
    ...readState(storage),
    signIn({ token, refreshToken, encryptedToken }) {
      const claims = decodeClaims(token);
      storage.setItem(storageKeys.jwtToken, `${bearerPrefix}${token}`);
      if (refreshToken !== undefined) storage.setItem(storageKeys.refreshToken, refreshToken);
      if (encryptedToken !== undefined) storage.setItem(storageKeys.encryptedToken, encryptedToken);
      if (claims) storage.setItem(storageKeys.userTokenData, JSON.stringify(claims));
      set((state) => ({
        token,
        claims,
        isAuth: true,
        refreshToken: refreshToken ?? state.refreshToken,
        encryptedToken: encryptedToken ?? state.encryptedToken,
      }));
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
