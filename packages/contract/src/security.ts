import * as v from "valibot";

/** A document type (CC, CE, PA, NIT, ...). */
export const DocumentTypeSchema = v.object({
  /** A code ('CC', 'PA') or, from some backends, a number: read as text either way. */
  documentTypeId: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  documentTypeDescription: v.string(),
  country: v.nullish(v.string()),
  documentTypeAllowed: v.nullish(v.boolean()),
});
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;
