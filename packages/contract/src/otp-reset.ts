import * as v from "valibot";

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
