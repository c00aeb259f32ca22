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
    /** The administration console's calls (administration spec §7) live on the security service too, by area. */
    menu: {
      getMenuByUser: { method: "GET", path: "/api/menu/GetMenuByUser" },
      list: { method: "GET", path: "/api/menu/list" },
      getMenuByApp: { method: "GET", path: "/api/menu/GetMenuByApp" },
      create: { method: "POST", path: "/api/menu/Create" },
      modify: { method: "POST", path: "/api/menu/Modify" },
      uploadImage: { method: "POST", path: "/api/menu/UploadImageMenu" },
    },
    user: {
      create: { method: "POST", path: "/api/user/create" },
      modify: { method: "POST", path: "/api/user/modify" },
      inactivate: { method: "POST", path: "/api/user/Inactivate" },
      delete: { method: "POST", path: "/api/user/delete" },
      activateDeleted: { method: "POST", path: "/api/user/activateDeletedUser" },
      exists: { method: "POST", path: "/api/user/getuserexists" },
      getById: { method: "GET", path: "/api/user/GetById" },
      list: { method: "GET", path: "/api/user/list" },
      types: { method: "GET", path: "/api/user/GetTypeUser" },
      countries: { method: "GET", path: "/api/user/get-countries" },
      customersByUser: { method: "GET", path: "/api/customer/GetCustomerByUser" },
      customers: { method: "GET", path: "/api/customer/GetCustomer" },
      countRolesByUser: { method: "GET", path: "/api/application/GetCountRolesByUser" },
    },
    privilege: {
      list: { method: "GET", path: "/api/privilege/list" },
      create: { method: "POST", path: "/api/privilege/create" },
      modify: { method: "POST", path: "/api/privilege/modify" },
      applications: { method: "GET", path: "/api/application/getApplicationsByIdPrivilege" },
    },
    role: {
      list: { method: "GET", path: "/api/role/list" },
      create: { method: "POST", path: "/api/role/create" },
      modify: { method: "POST", path: "/api/role/modify" },
      /** Header `id`: the applications of a role. */
      applications: { method: "GET", path: "/api/application/applicationId" },
    },
    application: {
      list: { method: "GET", path: "/api/application/list" },
      /** The spec does not show the exact paths the list uses; these follow the other areas. */
      create: { method: "POST", path: "/api/application/create" },
      modify: { method: "POST", path: "/api/application/modify" },
      forMenus: { method: "GET", path: "/api/application/getApplicationsForAssignMenu" },
      forNotifications: { method: "GET", path: "/api/application/getApplicationsForAssignNotification" },
    },
    notification: {
      list: { method: "GET", path: "/api/Notifications/List" },
      create: { method: "POST", path: "/api/Notifications/Create" },
      modify: { method: "POST", path: "/api/Notifications/Modify" },
      delete: { method: "POST", path: "/api/Notifications/Delete" },
      subjectsByTemplate: { method: "GET", path: "/api/Subjects/SubjectsByTemplateId" },
      templatesByApps: { method: "GET", path: "/api/ApplicationsTemplates/TemplatesByApps" },
    },
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
