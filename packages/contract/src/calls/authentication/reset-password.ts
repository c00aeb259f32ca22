import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { AppNameField, FlagField, UserNameField } from "../../fields.ts";

/** POST /api/login/ResetPassword: `user` is an email, or a user name when `isByUser`. Emails a set-password link. */
export const ResetPasswordRequestSchema = v.object({
  appname: v.optional(AppNameField),
  user: UserNameField,
  isInvalidLinkScreen: FlagField,
  isByUser: FlagField,
});
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;

/** `information` says the email was sent; `result.maskedEmail` is where (for /check-email). Unknown user: 400 R23. */
export const ResetPasswordAnswerSchema = envelope(v.object({ maskedEmail: v.string() }));
export type ResetPasswordAnswer = v.InferOutput<typeof ResetPasswordAnswerSchema>;

export const resetPassword = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/ResetPassword",
  request: ResetPasswordRequestSchema,
  answer: ResetPasswordAnswerSchema,
});
