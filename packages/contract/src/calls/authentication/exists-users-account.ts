import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { requiredText } from "../../fields.ts";

/** GET /api/login/GetExistsUsersAccount: headers `documentType`, `documentNumber`. */
export const ExistsUsersAccountHeadersSchema = v.object({
  documentType: requiredText(10),
  documentNumber: requiredText(15),
});
export type ExistsUsersAccountHeaders = v.InferOutput<typeof ExistsUsersAccountHeadersSchema>;

export const ExistsUsersAccountAnswerSchema = envelope(v.object({ exists: v.boolean() }));
export type ExistsUsersAccountAnswer = v.InferOutput<typeof ExistsUsersAccountAnswerSchema>;

export const existsUsersAccount = defineCall({
  service: "authentication",
  method: "GET",
  path: "/api/login/GetExistsUsersAccount",
  headers: ExistsUsersAccountHeadersSchema,
  answer: ExistsUsersAccountAnswerSchema,
});
