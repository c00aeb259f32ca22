import * as v from "valibot";
import { LoginAnswerSchema } from "../../auth.ts";
import { defineCall } from "../../call.ts";
import { AppNameField, requiredText } from "../../fields.ts";

/** POST /api/login/generate-token-oidc: the code exchange. The answer is a `LoginAnswer` (A10 and urlApp). */
export const GenerateTokenOidcRequestSchema = v.object({
  code: requiredText(200),
  tenant: v.nullish(v.pipe(v.string(), v.maxLength(50))),
  appName: AppNameField,
  tenantLanguage: v.nullish(v.pipe(v.string(), v.maxLength(5))),
  /** The PKCE verifier whose challenge went with the authorization (RFC 7636: 43 to 128 characters). */
  codeVerifier: v.pipe(
    v.string(),
    v.regex(/^[\w.~-]{43,128}$/, "must be a PKCE verifier of 43 to 128 characters"),
  ),
});
export type GenerateTokenOidcRequest = v.InferOutput<typeof GenerateTokenOidcRequestSchema>;

/** The federated sign-in's code exchange: a login answer, refusals included. */
export const generateTokenOidc = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/generate-token-oidc",
  request: GenerateTokenOidcRequestSchema,
  answer: LoginAnswerSchema,
  answersRefusals: true,
});
