import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { AppNameField, UserNameField } from "../../fields.ts";

/** POST /api/user/SendUserActivationEmail: sends a new activation link. Answer: `InformationAnswer`. */
export const SendUserActivationEmailRequestSchema = v.object({
  userName: UserNameField,
  appName: v.optional(AppNameField),
});
export type SendUserActivationEmailRequest = v.InferOutput<typeof SendUserActivationEmailRequestSchema>;

export const sendUserActivationEmail = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/user/SendUserActivationEmail",
  request: SendUserActivationEmailRequestSchema,
  answer: InformationAnswerSchema,
});
