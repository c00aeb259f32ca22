/**
 * Method and path of every call (spec §7), relative to the service's base URL. Paths the spec does not show
 * are the reference API's choice and marked so. Header names are as the spec writes them (HTTP headers are
 * case-insensitive).
 */
export const Api = {
  authentication: {
    login: { method: "POST", path: "/api/Login" },
    resetPassword: { method: "POST", path: "/api/login/ResetPassword" },
    assignPassword: { method: "POST", path: "/api/login/AssignPassword" },
    changePassword: { method: "POST", path: "/api/login/ChangePassword" },
    sendUserActivationEmail: { method: "POST", path: "/api/user/SendUserActivationEmail" },
    tokenValidation: { method: "GET", path: "/api/login/TokenValidation" },
    generateTokens: { method: "POST", path: "/api/login/GenerateTokens" },
    revokeToken: { method: "PUT", path: "/api/login/RevokeToken" },
    refreshToken: { method: "POST", path: "/api/Login/RefreshToken" },
    existsUsersAccount: { method: "GET", path: "/api/login/GetExistsUsersAccount" },
    resetPasswordCertificateUser: { method: "POST", path: "/api/login/resetPasswordCertificateUser" },
    usersResetPassword: { method: "POST", path: "/api/login/GetUsersResetPassword" },
    generateTokenOidc: { method: "POST", path: "/api/login/generate-token-oidc" },
    connectOidc: { method: "GET", path: "/api/login/connect-ciam-oidc" },
    validateSession: { method: "POST", path: "/api/user/validatesession" },
    /** Path chosen by the reference API. */
    checkEmailValid: { method: "POST", path: "/api/login/check-email-valid" },
    /** Path chosen by the reference API. */
    validateMailCode: { method: "POST", path: "/api/login/validate-mail-code" },
    /** Path chosen by the reference API. */
    resetPasswordForCertificate: { method: "POST", path: "/api/login/reset-password-for-certificate" },
  },
  security: {
    documentTypesLogin: { method: "GET", path: "/api/documentType/GetDocumentTypesLogin" },
    sendOtp: { method: "POST", path: "/api/user/send-otp-user" },
    validateOtp: { method: "POST", path: "/api/user/validate-otp-user" },
    documentTypesCreateUsers: { method: "GET", path: "/api/user/get-document-types-create-users" },
    otpReset: {
      validateOtpMail: { method: "POST", path: "/api/login/ValidateOtpMail" },
    },
  },
  application: {
    version: { method: "GET", path: "/api/application/getVersionApp" },
    parameters: { method: "GET", path: "/api/application/GetParametersApp" },
    maintenance: { method: "GET", path: "/api/application/getMaintenanceWindow" },
    freeTrial: { method: "GET", path: "/api/application/isFreeTrial" },
  },
} as const;

/** Which service a call belongs to: the key of its base URL in the runtime config's `services`. */
export type ServiceName = keyof typeof Api;
