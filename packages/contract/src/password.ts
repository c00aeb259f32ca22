import * as v from "valibot";
import { envelope } from "./envelope.ts";
import {
  AppNameField,
  CodeField,
  EmailField,
  EncryptedPasswordField,
  FlagField,
  requiredText,
  UserNameField,
} from "./fields.ts";

/** POST /api/login/ResetPassword: `user` is an email, or a user name when `isByUser`. Emails a set-password link. */
export const ResetPasswordRequestSchema = v.object({
  appname: v.optional(AppNameField),
  user: UserNameField,
  isInvalidLinkScreen: FlagField,
  isByUser: FlagField,
});
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;

/** `information` says the email was sent; `result.maskedEmail` is where (for /check-email). Unknown user: 400 R23. */
export const ResetPasswordAnswerSchema = envelope(v.object({ maskedEmail: v.string() }));
export type ResetPasswordAnswer = v.InferOutput<typeof ResetPasswordAnswerSchema>;

/** POST /api/login/AssignPassword: the token is the emailed link's. 400 R21 for a bad link, R22 for a weak password. */
export const AssignPasswordRequestSchema = v.object({
  user: UserNameField,
  password: EncryptedPasswordField,
  token: requiredText(4096),
  appname: v.optional(AppNameField),
  isUserActivation: FlagField,
});
export type AssignPasswordRequest = v.InferOutput<typeof AssignPasswordRequestSchema>;

/** An application the user may enter, as a card on /availableapps. */
export const AppCardSchema = v.object({
  id: v.union([v.string(), v.number()]),
  name: v.string(),
  title: v.string(),
  /** The app's landing address (absolute). */
  landing: v.string(),
  /** 1: go to the application's login; 2: go to the application's home (spec §4). */
  mechanismAfterSetPass: v.nullish(v.number()),
});
export type AppCard = v.InferOutput<typeof AppCardSchema>;

/**
 * `information` is the alert text. `apps` non-empty: go to /availableapps; else `mechanismAfterSetPass` 1:
 * alert then login; otherwise alert then automatic login with the new password.
 */
export const AssignPasswordAnswerSchema = envelope(
  v.object({
    apps: v.nullish(v.array(AppCardSchema)),
    mechanismAfterSetPass: v.nullish(v.number()),
    isUserActivation: v.nullish(v.boolean()),
  }),
);
export type AssignPasswordAnswer = v.InferOutput<typeof AssignPasswordAnswerSchema>;

/** POST /api/login/ChangePassword: both passwords encrypted. 400 R11 for a wrong current password, R22 for a weak one. */
export const ChangePasswordRequestSchema = v.object({
  user: UserNameField,
  password: EncryptedPasswordField,
  newpassword: EncryptedPasswordField,
  appname: v.optional(AppNameField),
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

/** POST /api/user/SendUserActivationEmail: sends a new activation link. Answer: `InformationAnswer`. */
export const SendUserActivationEmailRequestSchema = v.object({
  userName: UserNameField,
  appName: v.optional(AppNameField),
});
export type SendUserActivationEmailRequest = v.InferOutput<typeof SendUserActivationEmailRequestSchema>;

/** POST /api/login/GetUsersResetPassword: `user` is an email or document number, a user name when `isByUser`; header `tenant`. */
export const UsersResetPasswordRequestSchema = v.object({
  user: UserNameField,
  appname: v.optional(AppNameField),
  isByUser: FlagField,
});
export type UsersResetPasswordRequest = v.InferOutput<typeof UsersResetPasswordRequestSchema>;

/** An account matching an email or document: the servers spell the name `userName` or `username`. */
export const ResetAccountSchema = v.pipe(
  v.object({
    userName: v.optional(v.string()),
    username: v.optional(v.string()),
    email: v.string(),
    assignManualPassword: v.nullish(v.boolean()),
  }),
  v.check((entry) => Boolean(entry.userName ?? entry.username), "an account needs userName or username"),
  v.transform((entry) => ({
    userName: entry.userName ?? entry.username ?? "",
    email: entry.email,
    assignManualPassword: entry.assignManualPassword ?? false,
  })),
);
export type ResetAccount = v.InferOutput<typeof ResetAccountSchema>;

/** `result.users`: empty when nothing matches ('users not found'). */
export const UsersResetPasswordAnswerSchema = envelope(v.object({ users: v.array(ResetAccountSchema) }));
export type UsersResetPasswordAnswer = v.InferOutput<typeof UsersResetPasswordAnswerSchema>;

/** GET /api/login/GetExistsUsersAccount: headers `documentType`, `documentNumber`. */
export const ExistsUsersAccountHeadersSchema = v.object({
  documentType: requiredText(10),
  documentNumber: requiredText(15),
});
export type ExistsUsersAccountHeaders = v.InferOutput<typeof ExistsUsersAccountHeadersSchema>;

export const ExistsUsersAccountAnswerSchema = envelope(v.object({ exists: v.boolean() }));
export type ExistsUsersAccountAnswer = v.InferOutput<typeof ExistsUsersAccountAnswerSchema>;

/** POST /api/login/resetPasswordCertificateUser: direct reset of a manual-password certificate account. */
export const ResetPasswordCertificateUserRequestSchema = v.object({ UserName: UserNameField });
export type ResetPasswordCertificateUserRequest = v.InferOutput<
  typeof ResetPasswordCertificateUserRequestSchema
>;

/** POST /api/login/check-email-valid (path chosen by the reference API): emails a 6-digit code. */
export const CheckEmailValidRequestSchema = v.object({ Email: EmailField });
export type CheckEmailValidRequest = v.InferOutput<typeof CheckEmailValidRequestSchema>;

/** `result.maskedEmail` is where the code went. */
export const CheckEmailValidAnswerSchema = envelope(v.object({ maskedEmail: v.string() }));
export type CheckEmailValidAnswer = v.InferOutput<typeof CheckEmailValidAnswerSchema>;

/**
 * POST /api/login/validate-mail-code (path chosen by the reference API). 400 R21 for a wrong or expired code;
 * a code dies after five wrong tries.
 */
export const ValidateMailCodeRequestSchema = v.object({ email: EmailField, code: CodeField });
export type ValidateMailCodeRequest = v.InferOutput<typeof ValidateMailCodeRequestSchema>;

/** A one-time nonce for the reset call that follows: proof that this client validated the code. */
export const CodeNonceField = v.pipe(v.string(), v.minLength(16), v.maxLength(200));

/** The answer of a valid code. */
export const ValidateMailCodeAnswerSchema = envelope(v.object({ nonce: CodeNonceField }));
export type ValidateMailCodeAnswer = v.InferOutput<typeof ValidateMailCodeAnswerSchema>;

/**
 * POST /api/login/reset-password-for-certificate (path chosen by the reference API), after a valid code: it
 * carries the code's nonce, spent on use.
 */
export const ResetPasswordForCertificateRequestSchema = v.object({
  username: UserNameField,
  nonce: CodeNonceField,
});
export type ResetPasswordForCertificateRequest = v.InferOutput<
  typeof ResetPasswordForCertificateRequestSchema
>;
