import * as v from "valibot";
import { envelope } from "./envelope.ts";
import { CodeField, EmailField, optionalHeader } from "./fields.ts";

/** A document type (CC, CE, PA, NIT, ...). */
export const DocumentTypeSchema = v.object({
  /** A code ('CC', 'PA') or, from some backends, a number: read as text either way. */
  documentTypeId: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  documentTypeDescription: v.string(),
  country: v.nullish(v.string()),
  documentTypeAllowed: v.nullish(v.boolean()),
});
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;

/** GET /api/documentType/GetDocumentTypesLogin: the list sits at `result.records.result.records`, with `count` beside it. */
export const DocumentTypesLoginAnswerSchema = envelope(
  v.object({
    records: v.object({
      result: v.object({ records: v.array(DocumentTypeSchema), count: v.number() }),
    }),
  }),
);
export type DocumentTypesLoginAnswer = v.InferOutput<typeof DocumentTypesLoginAnswerSchema>;

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

/** POST /api/user/send-otp-user: emails a 6-digit OTP reset code. Answer: `InformationAnswer`. */
export const SendOtpRequestSchema = v.object({ email: EmailField });
export type SendOtpRequest = v.InferOutput<typeof SendOtpRequestSchema>;

/** POST /api/user/validate-otp-user. 400 R21 for a wrong or expired code. Answer: `InformationAnswer`. */
export const ValidateOtpRequestSchema = v.object({ Email: EmailField, OtpCode: CodeField });
export type ValidateOtpRequest = v.InferOutput<typeof ValidateOtpRequestSchema>;
