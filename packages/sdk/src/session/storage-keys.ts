/** Browser storage keys of spec §3, and where each lives. */
export const storageKeys = {
  /** The session token, stored with the 'Bearer ' prefix, in sessionStorage. */
  jwtToken: "jwtToken",
  refreshToken: "refreshToken",
  encryptedToken: "encryptedToken",
  /** The decoded token claims, as JSON. */
  userTokenData: "userTokenData",
  /** A 16-digit random id of this tab's session, sent as idSessionTab on login. */
  sessionId: "sessions",
  /** The application the session was opened for, written with every sign-in for the suite's other apps. */
  appName: "_appName",
  /** The interface language in use when the session was opened (es, en, pt). */
  language: "language",
  /**
   * The application's version as GET getVersionApp answered it, cached for the tab (spec §7 "version cached in
   * session"; the key is not named by the spec).
   */
  appVersion: "appVersion",
  /** The accounts found for one email (select accounts), cached between screens. */
  users: "users",
} as const;

export const bearerPrefix = "Bearer ";
