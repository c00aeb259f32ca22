import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { UserNameField } from "../../fields.ts";

/** POST /api/login/resetPasswordCertificateUser: direct reset of a manual-password certificate account. */
export const ResetPasswordCertificateUserRequestSchema = v.object({ UserName: UserNameField });
export type ResetPasswordCertificateUserRequest = v.InferOutput<
  typeof ResetPasswordCertificateUserRequestSchema
>;

export const resetPasswordCertificateUser = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/resetPasswordCertificateUser",
  request: ResetPasswordCertificateUserRequestSchema,
  answer: InformationAnswerSchema,
});
