import * as v from "valibot";
import { Limits } from "./codes.ts";
import { envelope } from "./envelope.ts";
import {
  AppNameField,
  EncryptedPasswordField,
  optionalHeader,
  optionalText,
  requiredText,
  UserNameField,
} from "./fields.ts";

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

/** Either login. The app picker's "login for an app" is this same call with the card's `appname`. */
export const LoginRequestSchema = v.union([UserLoginRequestSchema, CertificateLoginRequestSchema]);
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const FailedLoginInformationSchema = v.object({
  failedAttempts: v.number(),
  /** Seconds until the temporary lock (R13) ends. */
  lockTime: v.number(),
});
export type FailedLoginInformation = v.InferOutput<typeof FailedLoginInformationSchema>;

/**
 * The login answer (spec §3), flat rather than in the envelope. `responseCode` and `informationCode` both
 * carry the §8 code (A10 on success); when the input itself does not parse, the answer is the envelope
 * instead, with `responseCode` 400 and no code. Status 200 for A10, 400 for every refusal.
 */
export const LoginAnswerSchema = v.object({
  // Tolerant where the spec is silent: a code outside the catalogue is still an answer (its message is shown,
  // spec §8), and responseCode comes as a code or as the HTTP status, a number or a numeric string.
  responseCode: v.nullish(v.union([v.string(), v.number()])),
  informationCode: v.nullish(v.string()),
  information: v.nullish(v.string()),
  /** The HTTP status again, as a number. */
  code: v.nullish(v.number()),
  message: v.nullish(v.string()),
  url: v.nullish(v.string()),
  /** Where to go next: the landing page on A10, the change-password page on R18. */
  urlApp: v.nullish(v.string()),
  token: v.nullish(v.string()),
  refreshToken: v.nullish(v.string()),
  isBlocked: v.nullish(v.boolean()),
  messageParameter: v.nullish(v.union([v.string(), v.number()])),
  /** Seconds of the lock, as `failedLoginInformation.lockTime`. */
  blockingtime: v.nullish(v.number()),
  responseStat: v.nullish(v.string()),
  failedLoginInformation: v.nullish(FailedLoginInformationSchema),
  enterprises: v.nullish(v.array(v.looseObject({ id: v.union([v.string(), v.number()]), name: v.string() }))),
});
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;

/** GET /api/login/TokenValidation: the token to check travels in headers. */
export const TokenValidationHeadersSchema = v.object({
  user: requiredText(100),
  token: requiredText(4096),
  /** "1": on error the client clears storage and goes to login. */
  option: optionalHeader(10),
  currentApp: optionalHeader(50),
  /** Startup validation (spec §4): the apps of the token's APPS claim, comma-separated. */
  apps: optionalHeader(2000),
});
export type TokenValidationHeaders = v.InferOutput<typeof TokenValidationHeadersSchema>;

/**
 * 200 when the token (a session token or an emailed link's token) is valid for that user. Errors: 400 with
 * R14 when the link expired while the user is still in activation (the client offers /resendemail), R21
 * otherwise.
 */
export const TokenValidationAnswerSchema = envelope(
  v.object({
    userName: v.string(),
    email: v.nullish(v.string()),
    /** True while the account waits for its first password: the set-password screen says "create". */
    isUserActivation: v.boolean(),
  }),
);
export type TokenValidationAnswer = v.InferOutput<typeof TokenValidationAnswerSchema>;

/** POST /api/login/GenerateTokens with `Authorization: Bearer <token>`: a fresh pair for `appname`. */
export const GenerateTokensRequestSchema = v.object({ appname: v.optional(AppNameField) });
export type GenerateTokensRequest = v.InferOutput<typeof GenerateTokensRequestSchema>;

/** The answer of refresh and GenerateTokens: the new pair. */
export const TokenPairAnswerSchema = envelope(v.object({ token: v.string(), refreshToken: v.string() }));
export type TokenPairAnswer = v.InferOutput<typeof TokenPairAnswerSchema>;

/** POST /api/Login/RefreshToken. The refresh token rotates: the one sent is spent. 401 with R101 when revoked. */
export const RefreshTokenRequestSchema = v.object({
  RefreshToken: requiredText(512),
  UserName: UserNameField,
  Appname: v.optional(AppNameField),
});
export type RefreshTokenRequest = v.InferOutput<typeof RefreshTokenRequestSchema>;

/** PUT /api/login/RevokeToken. 200's `information` is the address to go to afterwards. */
export const RevokeTokenRequestSchema = v.object({
  UserName: UserNameField,
  Quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  AppName: v.optional(AppNameField),
  RefreshToken: requiredText(512),
});
export type RevokeTokenRequest = v.InferOutput<typeof RevokeTokenRequestSchema>;

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

/** POST /api/user/validatesession: headers `Authorization` (Bearer token) and the hub's `connectionId`. 401 = another session took over. */
export const ValidateSessionHeadersSchema = v.object({
  Authorization: v.pipe(v.string(), v.regex(/^Bearer \S+$/, "must be 'Bearer <token>'")),
  connectionId: requiredText(100),
});
export type ValidateSessionHeaders = v.InferOutput<typeof ValidateSessionHeadersSchema>;
