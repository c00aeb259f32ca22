import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { optionalHeader, requiredText } from "../../fields.ts";

/** GET /api/login/connect-ciam-oidc: headers `appName`, `tenant`, `tenantLanguage`. */
export const ConnectOidcHeadersSchema = v.object({
  appName: requiredText(50),
  tenant: optionalHeader(50),
  tenantLanguage: optionalHeader(5),
  /** The client's state, returned on the callback, so the client can refuse a callback it did not start. */
  state: requiredText(100),
  /** The S256 PKCE challenge of the verifier the client keeps (RFC 7636). */
  codeChallenge: v.pipe(v.string(), v.regex(/^[\w-]{43}$/, "must be a base64url SHA-256 (43 characters)")),
});
export type ConnectOidcHeaders = v.InferOutput<typeof ConnectOidcHeadersSchema>;

/** The address of the identity provider's authorization page; it comes back to /signin-credential/callback?code=. */
export const ConnectOidcAnswerSchema = envelope(v.object({ url: v.string() }));
export type ConnectOidcAnswer = v.InferOutput<typeof ConnectOidcAnswerSchema>;

export const connectOidc = defineCall({
  service: "authentication",
  method: "GET",
  path: "/api/login/connect-ciam-oidc",
  headers: ConnectOidcHeadersSchema,
  answer: ConnectOidcAnswerSchema,
});
