// The authentication service's calls (sign-in spec §7), one module each: a call, its own schemas and its
// descriptor. Paths the spec does not show are the reference API's choice and marked so.
export { assignPassword } from "./authentication/assign-password.ts";
export { changePassword } from "./authentication/change-password.ts";
export { checkEmailValid } from "./authentication/check-email-valid.ts";
export { connectOidc } from "./authentication/connect-oidc.ts";
export { existsUsersAccount } from "./authentication/exists-users-account.ts";
export { generateTokenOidc } from "./authentication/generate-token-oidc.ts";
export { generateTokens } from "./authentication/generate-tokens.ts";
export { login } from "./authentication/login.ts";
export { refreshToken } from "./authentication/refresh-token.ts";
export { resetPassword } from "./authentication/reset-password.ts";
export { resetPasswordCertificateUser } from "./authentication/reset-password-certificate-user.ts";
export { resetPasswordForCertificate } from "./authentication/reset-password-for-certificate.ts";
export { revokeToken } from "./authentication/revoke-token.ts";
export { sendUserActivationEmail } from "./authentication/send-user-activation-email.ts";
export { tokenValidation } from "./authentication/token-validation.ts";
export { usersResetPassword } from "./authentication/users-reset-password.ts";
export { validateMailCode } from "./authentication/validate-mail-code.ts";
export { validateSession } from "./authentication/validate-session.ts";
