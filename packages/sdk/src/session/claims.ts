import { jwtDecode } from "jwt-decode";
import * as v from "valibot";

const listOrOne = v.pipe(
  v.union([v.array(v.string()), v.string()]),
  v.transform((value) => (Array.isArray(value) ? value : value === "" ? [] : [value])),
);
const text = v.optional(v.string(), "");

/** The token claims of spec §3. Lists may arrive as one string or an array; both become arrays. */
export const ClaimsSchema = v.object({
  userId: v.optional(v.union([v.string(), v.number()])),
  nameid: text,
  unique_name: text,
  name: text,
  given_name: text,
  family_name: text,
  surname: text,
  customerName: text,
  privileges: v.optional(listOrOne, []),
  APPS: v.optional(listOrOne, []),
  exp: v.optional(v.number()),
});

export type Claims = v.InferOutput<typeof ClaimsSchema>;

/** Reads the claims of a session token; undefined when it is not a JWT with the expected claims. */
export function decodeClaims(token: string): Claims | undefined {
  try {
    const parsed = v.safeParse(ClaimsSchema, jwtDecode(token));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** The user's full name for the top bar: given and family name from the token. */
export function fullName(claims: Claims): string {
  return [claims.given_name, claims.family_name].filter(Boolean).join(" ");
}
