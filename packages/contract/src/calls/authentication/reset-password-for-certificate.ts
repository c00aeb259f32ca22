import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { UserNameField } from "../../fields.ts";
import { CodeNonceField } from "./validate-mail-code.ts";

/**
 * POST /api/login/reset-password-for-certificate (path chosen by the reference API), after a valid code: it
 * carries the code's nonce, spent on use.
 */
export const ResetPasswordForCertificateRequestSchema = v.object({
  username: UserNameField,
  nonce: CodeNonceField,
});
export type ResetPasswordForCertificateRequest = v.InferOutput<
  typeof ResetPasswordForCertificateRequestSchema
>;

/** Path chosen by the reference API. */
export const resetPasswordForCertificate = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/reset-password-for-certificate",
  request: ResetPasswordForCertificateRequestSchema,
  answer: InformationAnswerSchema,
});
