import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { CodeField, EmailField } from "../../fields.ts";

/**
 * POST /api/login/validate-mail-code (path chosen by the reference API). 400 R21 for a wrong or expired code;
 * a code dies after five wrong tries.
 */
export const ValidateMailCodeRequestSchema = v.object({ email: EmailField, code: CodeField });
export type ValidateMailCodeRequest = v.InferOutput<typeof ValidateMailCodeRequestSchema>;

/** A one-time nonce for the reset call that follows: proof that this client validated the code. */
export const CodeNonceField = v.pipe(v.string(), v.minLength(16), v.maxLength(200));

/** The answer of a valid code. */
export const ValidateMailCodeAnswerSchema = envelope(v.object({ nonce: CodeNonceField }));
export type ValidateMailCodeAnswer = v.InferOutput<typeof ValidateMailCodeAnswerSchema>;

/** Path chosen by the reference API. */
export const validateMailCode = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/validate-mail-code",
  request: ValidateMailCodeRequestSchema,
  answer: ValidateMailCodeAnswerSchema,
});
