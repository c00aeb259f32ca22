import * as v from "valibot";
import { defineCall } from "../../../call.ts";

/** POST /api/login/ValidateOtpMail: the token the confirmation page reads from its query string. */
export const ValidateOtpMailRequestSchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty("is required")),
});
export type ValidateOtpMailRequest = v.InferOutput<typeof ValidateOtpMailRequestSchema>;

/**
 * POST /api/login/ValidateOtpMail: the page reads `statusDetails[0]`. Code A10: the OTP reset request was sent;
 * R11: it could not be, and `description` is the reason shown in the message.
 */
export const ValidateOtpMailAnswerSchema = v.object({
  statusDetails: v.pipe(
    v.array(v.object({ code: v.string(), description: v.nullish(v.string(), "") })),
    v.minLength(1, "must hold at least one status"),
  ),
});
export type ValidateOtpMailAnswer = v.InferOutput<typeof ValidateOtpMailAnswerSchema>;

/** The emailed OTP-reset link's confirmation: R11 comes as a 400 in the answer's own shape. */
export const validateOtpMail = defineCall({
  service: "security",
  method: "POST",
  path: "/api/login/ValidateOtpMail",
  request: ValidateOtpMailRequestSchema,
  answer: ValidateOtpMailAnswerSchema,
  answersRefusals: true,
});
