import * as v from "valibot";
import { TokenPairAnswerSchema } from "../../auth.ts";
import { defineCall } from "../../call.ts";
import { AppNameField } from "../../fields.ts";

/** POST /api/login/GenerateTokens with `Authorization: Bearer <token>`: a fresh pair for `appname`. */
export const GenerateTokensRequestSchema = v.object({ appname: v.optional(AppNameField) });
export type GenerateTokensRequest = v.InferOutput<typeof GenerateTokensRequestSchema>;

/** A fresh token pair for another application, from the caller's live session. */
export const generateTokens = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/GenerateTokens",
  request: GenerateTokensRequestSchema,
  answer: TokenPairAnswerSchema,
  privilege: "session",
});
