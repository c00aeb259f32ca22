import * as v from "valibot";

/** A claim that an issuer may send as one value or as a list of values. */
const list = v.pipe(
  v.union([v.array(v.string()), v.string()]),
  v.transform((value) => (typeof value === "string" ? [value] : value)),
);

/**
 * The claims of the session JWT (spec §3). `name` is the first name lowercased; `given_name` and
 * `family_name` make the full name in the top bar; `APPS` are the applications the user may use.
 */
export const TokenClaimsSchema = v.object({
  userId: v.string(),
  nameid: v.string(),
  unique_name: v.string(),
  name: v.string(),
  given_name: v.string(),
  family_name: v.string(),
  surname: v.nullish(v.string()),
  customerName: v.nullish(v.string()),
  privileges: list,
  APPS: list,
  /** Seconds since the epoch. */
  exp: v.number(),
  iat: v.nullish(v.number()),
  /** The sign-in session the token belongs to (single-session hub). */
  sid: v.nullish(v.string()),
  /** The application the token was issued for. */
  app: v.nullish(v.string()),
});
export type TokenClaims = v.InferOutput<typeof TokenClaimsSchema>;

/** The middle section of an emailed link's token: whose email it is and until when it is valid. */
export const LinkTokenClaimsSchema = v.object({
  /** Spec §2 says the middle section holds the email; a token without it still opens the form (no email shown). */
  email: v.optional(v.string(), ""),
  unique_name: v.nullish(v.string()),
  exp: v.number(),
});
export type LinkTokenClaims = v.InferOutput<typeof LinkTokenClaimsSchema>;

/**
 * The decrypted payload of an emailed set-password link, `/changepassword?<urlencoded base64>`: the whole
 * query string is the AES-256-CBC ciphertext of this JSON (spec §4, §9).
 */
export const LinkPayloadSchema = v.object({
  user: v.pipe(v.string(), v.nonEmpty()),
  token: v.pipe(v.string(), v.nonEmpty()),
  tenantLanguage: v.nullish(v.picklist(["es", "pt", "en"])),
});
export type LinkPayload = v.InferOutput<typeof LinkPayloadSchema>;
