import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { EmailField } from "../../fields.ts";

/** POST /api/login/check-email-valid (path chosen by the reference API): emails a 6-digit code. */
export const CheckEmailValidRequestSchema = v.object({ Email: EmailField });
export type CheckEmailValidRequest = v.InferOutput<typeof CheckEmailValidRequestSchema>;

/** `result.maskedEmail` is where the code went. */
export const CheckEmailValidAnswerSchema = envelope(v.object({ maskedEmail: v.string() }));
export type CheckEmailValidAnswer = v.InferOutput<typeof CheckEmailValidAnswerSchema>;

/** Path chosen by the reference API. */
export const checkEmailValid = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/check-email-valid",
  request: CheckEmailValidRequestSchema,
  answer: CheckEmailValidAnswerSchema,
});
