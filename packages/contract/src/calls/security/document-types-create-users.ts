import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { optionalHeader } from "../../fields.ts";
import { DocumentTypeSchema } from "../../security.ts";

/** GET /api/user/get-document-types-create-users: headers `code` (a country code such as CO) and `appName`. */
export const DocumentTypesCreateUsersHeadersSchema = v.object({
  code: optionalHeader(10),
  appName: optionalHeader(50),
});
export type DocumentTypesCreateUsersHeaders = v.InferOutput<typeof DocumentTypesCreateUsersHeadersSchema>;

export const DocumentTypesCreateUsersAnswerSchema = envelope(
  v.object({ listDocumentType: v.array(DocumentTypeSchema) }),
);
export type DocumentTypesCreateUsersAnswer = v.InferOutput<typeof DocumentTypesCreateUsersAnswerSchema>;

/** The document types of a country, for the console's user form. */
export const documentTypesCreateUsers = defineCall({
  service: "security",
  method: "GET",
  path: "/api/user/get-document-types-create-users",
  headers: DocumentTypesCreateUsersHeadersSchema,
  answer: DocumentTypesCreateUsersAnswerSchema,
});
