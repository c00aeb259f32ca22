import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { requiredText } from "../../fields.ts";

/** POST /api/user/validatesession: headers `Authorization` (Bearer token) and the hub's `connectionId`. 401 = another session took over. */
export const ValidateSessionHeadersSchema = v.object({
  Authorization: v.pipe(v.string(), v.regex(/^Bearer \S+$/, "must be 'Bearer <token>'")),
  connectionId: requiredText(100),
});
export type ValidateSessionHeaders = v.InferOutput<typeof ValidateSessionHeadersSchema>;

/** Binds the session hub's connection to the session its `Authorization` header names. */
export const validateSession = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/user/validatesession",
  headers: ValidateSessionHeadersSchema,
  answer: InformationAnswerSchema,
});
