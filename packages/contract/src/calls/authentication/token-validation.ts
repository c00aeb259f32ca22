import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { optionalHeader, requiredText } from "../../fields.ts";

/** GET /api/login/TokenValidation: the token to check travels in headers. */
export const TokenValidationHeadersSchema = v.object({
  user: requiredText(100),
  token: requiredText(4096),
  /** "1": on error the client clears storage and goes to login. */
  option: optionalHeader(10),
  currentApp: optionalHeader(50),
  /** Startup validation (spec §4): the apps of the token's APPS claim, comma-separated. */
  apps: optionalHeader(2000),
});
export type TokenValidationHeaders = v.InferOutput<typeof TokenValidationHeadersSchema>;

/**
 * 200 when the token (a session token or an emailed link's token) is valid for that user. Errors: 400 with
 * R14 when the link expired while the user is still in activation (the client offers /resendemail), R21
 * otherwise.
 */
export const TokenValidationAnswerSchema = envelope(
  v.object({
    userName: v.string(),
    email: v.nullish(v.string()),
    /** True while the account waits for its first password: the set-password screen says "create". */
    isUserActivation: v.boolean(),
  }),
);
export type TokenValidationAnswer = v.InferOutput<typeof TokenValidationAnswerSchema>;

export const tokenValidation = defineCall({
  service: "authentication",
  method: "GET",
  path: "/api/login/TokenValidation",
  headers: TokenValidationHeadersSchema,
  answer: TokenValidationAnswerSchema,
});
