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
  appName: "_appName",
  /** The accounts found for one email (select accounts), cached between screens. */
  users: "users",
} as const;

export const bearerPrefix = "Bearer ";
