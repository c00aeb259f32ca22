import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { AppNameField, requiredText, UserNameField } from "../../fields.ts";

/** PUT /api/login/RevokeToken. 200's `information` is the address to go to afterwards. */
export const RevokeTokenRequestSchema = v.object({
  UserName: UserNameField,
  Quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  AppName: v.optional(AppNameField),
  RefreshToken: requiredText(512),
});
export type RevokeTokenRequest = v.InferOutput<typeof RevokeTokenRequestSchema>;

export const revokeToken = defineCall({
  service: "authentication",
  method: "PUT",
  path: "/api/login/RevokeToken",
  request: RevokeTokenRequestSchema,
  answer: InformationAnswerSchema,
});
