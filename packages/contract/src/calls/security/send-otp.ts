import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { EmailField } from "../../fields.ts";

/** POST /api/user/send-otp-user: emails a 6-digit OTP reset code. Answer: `InformationAnswer`. */
export const SendOtpRequestSchema = v.object({ email: EmailField });
export type SendOtpRequest = v.InferOutput<typeof SendOtpRequestSchema>;

export const sendOtp = defineCall({
  service: "security",
  method: "POST",
  path: "/api/user/send-otp-user",
  request: SendOtpRequestSchema,
  answer: InformationAnswerSchema,
});
