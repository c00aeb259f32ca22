import { LinkPayloadSchema, type LinkTokenClaims, LinkTokenClaimsSchema } from "@gse/contract";
import { jwtDecode } from "jwt-decode";
import * as v from "valibot";
import type { Language } from "../i18n/languages.ts";
import { type CipherKeys, decryptText } from "./password-cipher.ts";

/** Message id shown (on /Alert, back to /Login) for an empty, undecryptable or invalid link (spec §4). */
export const INVALID_LINK_MESSAGE = "El enlace no es válido.";
/** Message id shown when reading the link fails for another reason than its content (spec §4). */
export const LINK_PROCESSING_ERROR_MESSAGE = "Error al procesar el enlace.";

/** What the emailed set-password link carries, once decrypted and checked. */
export interface SetPasswordLink {
  readonly user: string;
  /** The JWT the set-password call sends back; the server validates it. */
  readonly token: string;
  /** The tenant's language, when the link names one; it applies only when no language is stored. */
  readonly tenantLanguage?: Language;
  /** The email of the token's middle section. */
  readonly email: string;
  readonly claims: LinkTokenClaims;
  readonly expiresAt: Date;
}

/**
 * Why a link is not valid. `missing-token` and `expired` are the cases where spec §4 also logs the user out.
 */
export type InvalidLinkReason =
  | "empty"
  | "undecryptable"
  | "malformed"
  | "missing-token"
  | "unreadable-token"
  | "expired";

export type SetPasswordLinkResult =
  | { readonly ok: true; readonly link: SetPasswordLink }
  | { readonly ok: false; readonly reason: InvalidLinkReason; readonly message: typeof INVALID_LINK_MESSAGE }
  | {
      readonly ok: false;
      readonly reason: "processing-failed";
      readonly message: typeof LINK_PROCESSING_ERROR_MESSAGE;
      readonly error: unknown;
    };

export interface DecodeLinkOptions {
  /** Milliseconds since the epoch (UTC); tests inject a fixed clock. */
  readonly now?: () => number;
}

const invalid = (reason: InvalidLinkReason): SetPasswordLinkResult => ({
  ok: false,
  reason,
  message: INVALID_LINK_MESSAGE,
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readClaims(token: string): LinkTokenClaims | undefined {
  let claims: unknown;
  try {
    claims = jwtDecode(token);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(LinkTokenClaimsSchema, claims);
  return parsed.success ? parsed.output : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function decode(query: string, keys: CipherKeys, now: () => number): SetPasswordLinkResult {
  const raw = query.startsWith("?") ? query.slice(1) : query;
  if (raw.trim() === "") return invalid("empty");
  let cipherText: string;
  try {
    cipherText = decodeURIComponent(raw);
  } catch {
    return invalid("undecryptable");
  }
  const json = decryptText(cipherText, keys);
  if (json === undefined) return invalid("undecryptable");
  if (json.trim() === "") return invalid("empty");

  const input = parseJson(json);
  if (!isRecord(input)) return invalid("malformed");
  if (input.token == null || input.token === "") return invalid("missing-token");
  const payload = v.safeParse(LinkPayloadSchema, input);
  if (!payload.success) return invalid("malformed");
  const { user, token, tenantLanguage } = payload.output;

  const claims = readClaims(token);
  if (!claims) return invalid("unreadable-token");
  const expiresAt = new Date(claims.exp * 1000);
  if (expiresAt.getTime() <= now()) return invalid("expired");

  return {
    ok: true,
    link: {
      user,
      token,
      email: claims.email,
      claims,
      expiresAt,
      ...(tenantLanguage ? { tenantLanguage } : {}),
    },
  };
}

/**
 * Reads the payload of a set-password link: the page's whole query string (with or without its "?"), the URL
 * encoding of base64 of AES-encrypted JSON `{ user, token, tenantLanguage? }` (the contract's LinkPayload).
 * The token must be a JWT whose middle section holds the email and an `exp` later than now (UTC).
 * Never throws: bad input is a typed result carrying the message id to show.
 */
export function decodeSetPasswordLink(
  query: string,
  keys: CipherKeys,
  options: DecodeLinkOptions = {},
): SetPasswordLinkResult {
  try {
    return decode(query, keys, options.now ?? Date.now);
  } catch (error) {
    return { ok: false, reason: "processing-failed", message: LINK_PROCESSING_ERROR_MESSAGE, error };
  }
}
