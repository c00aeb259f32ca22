import * as v from "valibot";
import { TokenPairAnswerSchema } from "../../auth.ts";
import { defineCall } from "../../call.ts";
import { AppNameField, requiredText, UserNameField } from "../../fields.ts";

/** POST /api/Login/RefreshToken. The refresh token rotates: the one sent is spent. 401 with R101 when revoked. */
export const RefreshTokenRequestSchema = v.object({
  RefreshToken: requiredText(512),
  UserName: UserNameField,
  Appname: v.optional(AppNameField),
});
export type RefreshTokenRequest = v.InferOutput<typeof RefreshTokenRequestSchema>;

export const refreshToken = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/Login/RefreshToken",
  request: RefreshTokenRequestSchema,
  answer: TokenPairAnswerSchema,
});
