import * as v from "valibot";
import { LoginAnswerSchema } from "../../auth.ts";
import { defineCall } from "../../call.ts";
import { Limits } from "../../codes.ts";
import {
  AppNameField,
  EncryptedPasswordField,
  optionalHeader,
  optionalText,
  requiredText,
  UserNameField,
} from "../../fields.ts";

/** The fields every login sends besides the credential (spec §3). */
const loginContext = {
  appname: v.optional(AppNameField),
  /** A fixed placeholder: the client does not know its address. */
  ip: optionalText(64),
  Browser: optionalText(300),
  TypeDeviceId: v.optional(v.literal(Limits.typeDeviceId)),
  idSessionTab: optionalText(64),
  /** The page's query string, passed through. */
  page: optionalText(2048),
  tokenCaptcha: v.nullish(v.pipe(v.string(), v.maxLength(4096))),
};

/** The headers of the login calls: the page's tenant and its language (the emails a login sends use it). */
export const LoginHeadersSchema = v.object({
  tenant: optionalHeader(50),
  tenantLanguage: optionalHeader(5),
});
export type LoginHeaders = v.InferOutput<typeof LoginHeadersSchema>;

/** POST /api/Login with a user name; headers `tenant`, `tenantLanguage`. */
export const UserLoginRequestSchema = v.object({
  user: UserNameField,
  password: EncryptedPasswordField,
  ...loginContext,
});
export type UserLoginRequest = v.InferOutput<typeof UserLoginRequestSchema>;

/** POST /api/Login for the certificate service: document type and number instead of a user name. */
export const CertificateLoginRequestSchema = v.object({
  documentType: requiredText(10),
  documentNumber: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{5,15}$/, "must be 5 to 15 letters or digits")),
  password: EncryptedPasswordField,
  ...loginContext,
});
export type CertificateLoginRequest = v.InferOutput<typeof CertificateLoginRequestSchema>;

/** A login body that names a document rather than a user: the certificate service's. */
const namesDocument = (input: unknown) =>
  typeof input === "object" && input !== null && ("documentType" in input || "documentNumber" in input);

/**
 * Either login, told apart by its fields so each shape reports its own field errors. The app picker's "login
 * for an app" is this same call with the card's `appname`.
 */
export const LoginRequestSchema = v.lazy((input) =>
  namesDocument(input) ? CertificateLoginRequestSchema : UserLoginRequestSchema,
);
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** A user or a certificate signs in; a refusal (R11, R13, ...) is a login answer too. */
export const login = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/Login",
  headers: LoginHeadersSchema,
  request: LoginRequestSchema,
  answer: LoginAnswerSchema,
  answersRefusals: true,
});
