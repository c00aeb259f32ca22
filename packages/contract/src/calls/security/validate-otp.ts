import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { CodeField, EmailField } from "../../fields.ts";

/** POST /api/user/validate-otp-user. 400 R21 for a wrong or expired code. Answer: `InformationAnswer`. */
export const ValidateOtpRequestSchema = v.object({ Email: EmailField, OtpCode: CodeField });
export type ValidateOtpRequest = v.InferOutput<typeof ValidateOtpRequestSchema>;

export const validateOtp = defineCall({
  service: "security",
  method: "POST",
  path: "/api/user/validate-otp-user",
  request: ValidateOtpRequestSchema,
  answer: InformationAnswerSchema,
});
