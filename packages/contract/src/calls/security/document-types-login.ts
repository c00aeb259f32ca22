import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { DocumentTypeSchema } from "../../security.ts";

/** GET /api/documentType/GetDocumentTypesLogin: the list sits at `result.records.result.records`, with `count` beside it. */
export const DocumentTypesLoginAnswerSchema = envelope(
  v.object({
    records: v.object({
      result: v.object({ records: v.array(DocumentTypeSchema), count: v.number() }),
    }),
  }),
);
export type DocumentTypesLoginAnswer = v.InferOutput<typeof DocumentTypesLoginAnswerSchema>;

export const documentTypesLogin = defineCall({
  service: "security",
  method: "GET",
  path: "/api/documentType/GetDocumentTypesLogin",
  answer: DocumentTypesLoginAnswerSchema,
});
