import * as v from "valibot";

/**
 * The response and error codes of sign-in spec §8, by what they mean. Login answers carry one in
 * `informationCode` (and `responseCode`); other answers carry one in `informationCode` when a business rule
 * refused the call. HTTP statuses (401, 403, 500) are not codes: they are the answer's status.
 */
export const Code = {
  /** Signed in; the answer carries token, refreshToken and urlApp. */
  signedIn: "A10",
  /** Permanently blocked (also flagged by `isBlocked`): 'El usuario se encuentra bloqueado. Para solucionarlo, comunícate al' + support contact. */
  blocked: "A20",
  /** Wrong credential; `information` says how many attempts remain out of 3. */
  wrongCredential: "R11",
  /** Temporary lock after the third failure; `failedLoginInformation.lockTime` is the seconds left. */
  temporarilyLocked: "R13",
  /** The user has not activated the account yet (welcome email). Also the token-validation error of a user still in activation. */
  notActivated: "R14",
  /** The password expired; `urlApp` is the change-password page. */
  passwordExpired: "R18",
  /** An emailed link, its token or a code is invalid, used or expired: the server message is shown. */
  invalidLink: "R21",
  /** A new password breaks the rules of spec §5: the server message is shown. */
  passwordRules: "R22",
  /** The user, email, account or application asked for does not exist or is not allowed: the server message is shown. */
  notFound: "R23",
  /** The refresh token was revoked (or already used): the session is closed. */
  revokedToken: "R101",
} as const;

export const CODES = ["A10", "A20", "R11", "R13", "R14", "R18", "R21", "R22", "R23", "R101"] as const;

/** One of the §8 codes. */
export type ResponseCode = (typeof CODES)[number];

export const ResponseCodeSchema = v.picklist(CODES);

/** The numbers of spec §5 and §9 that both the client and the server enforce. */
export const Limits = {
  passwordMinLength: 8,
  codeLength: 6,
  emailMaxLength: 100,
  attemptsBeforeLock: 3,
  /** Login always sends this device type. */
  typeDeviceId: 2,
  /** The characters that count as "special" in a password, and the only non-alphanumerics allowed. */
  passwordSpecialCharacters: "!#$%&/(){}<=>?¿¡*;:,.+_-",
} as const;
