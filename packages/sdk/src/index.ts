// The React bindings of the SDK's `i18n`, so a family needs the SDK alone: `<I18nProvider i18n={i18n}>`.

/** The page's brand-headers data block, as the reference API writes it and the portal's boot reads it. */
export { PAGE_HEADERS_BLOCK_ID } from "@gse/contract";
export { I18nProvider, Trans, useLingui } from "@lingui/react";
export { type CipherKeys, decryptText, encryptPassword, encryptText } from "./cipher/password-cipher.ts";
export {
  type DecodeLinkOptions,
  decodeSetPasswordLink,
  INVALID_LINK_MESSAGE,
  type InvalidLinkReason,
  LINK_PROCESSING_ERROR_MESSAGE,
  type SetPasswordLink,
  type SetPasswordLinkResult,
} from "./cipher/set-password-link.ts";
export {
  type ConfigResult,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
  RuntimeConfigSchema,
} from "./config/runtime-config.ts";
export {
  FamilyLayoutProvider,
  preloadFamilyLayout,
  useFamilyLayout,
  useFamilyPart,
} from "./family/family-layout.tsx";
export { preloadScreen, screenComponent } from "./family/screen-component.ts";
export {
  defineFamily,
  type FamilyRegistry,
  type Illustration,
  type InfoMessageType,
  infoMessageTypes,
  type Layout,
  type LayoutProps,
  type LazyLayout,
  type LazyScreen,
  loadFamily,
  type PartProps,
  type PartSlot,
  type Parts,
  resolveLayout,
  resolveParts,
  resolveScreen,
  type Screen,
  type ScreenFamily,
  type ScreenProps,
  type ScreenSlot,
  screenSlots,
} from "./family/screen-family.ts";
export { type OpenAppOutcome, openApp } from "./flows/app-picker/open-app.ts";
export { sessionlessArrivalState } from "./flows/app-picker/sessionless-arrival.ts";
export { useAppPicker } from "./flows/app-picker/use-app-picker.ts";
export {
  inlineLoginParameters,
  prefetchLoginParameters,
  versionStorageKey,
} from "./flows/application-info/application-info-effects.ts";
export type {
  FreeTrialState,
  MaintenanceState,
  ParametersState,
  VersionState,
} from "./flows/application-info/application-info-machine.ts";
export { applicationInfoMessages } from "./flows/application-info/application-info-messages.ts";
export {
  type CaptchaMode,
  captchaDecision,
  loginParameterType,
  type ParameterType,
  parameterValue,
} from "./flows/application-info/application-parameters.ts";
export {
  useAppParameter,
  useAppParameters,
  useAppVersion,
  useCaptchaRequired,
  useFreeTrial,
  useMaintenance,
} from "./flows/application-info/use-application-info.ts";
export { federatedRedirectDelayMs } from "./flows/certificate-login/certificate-login-effects.ts";
export type {
  CertificateLoginField,
  CertificateLoginState,
  DocumentTypesState,
  FederatedState,
} from "./flows/certificate-login/certificate-login-machine.ts";
export {
  type CertificateLoginFlowOptions,
  useCertificateLoginFlow,
} from "./flows/certificate-login/use-certificate-login-flow.ts";
export {
  licenseCertificateTenant,
  reloadAfterFailedResetMs,
  resetTenant,
} from "./flows/certificate-reset/certificate-reset-effects.ts";
export {
  type CertificateResetField,
  type CertificateResetState,
  type CertificateResetStep,
  maskedEmailTail,
} from "./flows/certificate-reset/certificate-reset-machine.ts";
export {
  type CertificateResetFlowOptions,
  useCertificateResetFlow,
} from "./flows/certificate-reset/use-certificate-reset-flow.ts";
export { formatMmSs } from "./flows/countdown.ts";
export type {
  LoginEffect,
  LoginEvent,
  LoginField,
  LoginOutcome,
  LoginState,
} from "./flows/login/login-machine.ts";
export { loginMessages } from "./flows/login/login-messages.ts";
export { type LoginFlowOptions, useLoginFlow } from "./flows/login/use-login-flow.ts";
export { exchangeOidcCode, type OidcOutcome, oidcFailureMessage } from "./flows/oidc/oidc-callback.ts";
export { type OidcRequest, storeOidcRequest } from "./flows/oidc/oidc-request.ts";
export { useFederatedSignIn } from "./flows/oidc/use-federated-sign-in.ts";
export type { OtpState, OtpStep } from "./flows/otp/otp-machine.ts";
export { type OtpFlowOptions, useOtpFlow } from "./flows/otp/use-otp-flow.ts";
export {
  OTP_TOKEN_OFFSET,
  type OtpConfirmationState,
  OtpConfirmationText,
  otpConfirmationMachine,
  otpConfirmationToken,
} from "./flows/otp-confirmation/otp-confirmation-machine.ts";
export { useOtpConfirmation } from "./flows/otp-confirmation/use-otp-confirmation.ts";
export { maskEmail } from "./flows/resend-email/mask-email.ts";
export {
  noUserDataMessage,
  type ResendEmailState,
  type ResendStep,
  resendCountdownSeconds,
} from "./flows/resend-email/resend-email-machine.ts";
export { useResendEmailFlow } from "./flows/resend-email/use-resend-email-flow.ts";
export type {
  ResetPasswordOptions,
  ResetPasswordState,
} from "./flows/reset-password/reset-password-machine.ts";
export { useResetPasswordFlow } from "./flows/reset-password/use-reset-password-flow.ts";
export type { SelectAccountsState } from "./flows/select-accounts/select-accounts-machine.ts";
export { useSelectAccountsFlow } from "./flows/select-accounts/use-select-accounts-flow.ts";
export {
  defaultInactivitySeconds,
  endSessionForInactivity,
  watchInactivity,
} from "./flows/session/inactivity.ts";
export { loggedOutMessage, logout } from "./flows/session/logout.ts";
export { useInactivitySignOut } from "./flows/session/use-inactivity-sign-out.ts";
export {
  type ValidationOutcome,
  validateQueryToken,
  validateStoredSession,
} from "./flows/session/validate-session.ts";
export {
  alertTypes,
  type SetPasswordField,
  type SetPasswordPhase,
  type SetPasswordState,
} from "./flows/set-password/set-password-machine.ts";
export { useSetPasswordFlow } from "./flows/set-password/use-set-password-flow.ts";
export type { CountdownState } from "./flows/timers/countdown-machine.ts";
export { type SplashState, splashDelayMs } from "./flows/timers/splash-machine.ts";
export { type CountdownHookOptions, useCountdown, useResendCountdown } from "./flows/timers/use-countdown.ts";
export { useSplash } from "./flows/timers/use-splash.ts";
export {
  type GuardDecision,
  type GuardInput,
  guardRoute,
  queryToken,
  unregisterServiceWorkers,
} from "./guards/route-guard.ts";
export {
  consoleRoutes,
  findRoute,
  isLoginRoute,
  isOwnPasswordChange,
  landingRoute,
  loginRoute,
  normalPath,
  ownPasswordChangeState,
  protectedRoutes,
  type RouteAccess,
  type RouteEntry,
  recordRoutes,
  routeTable,
  samePath,
  slotForSearch,
  slotPath,
} from "./guards/routes.ts";
export type { ApiClient, CallArguments, CallOptions, ServiceName } from "./http/api-client.ts";
export { preloadApiClient } from "./http/api-client.ts";
export {
  type ApiFailure,
  type ApiResult,
  failureMessage,
  requestFailedMessage,
  tooManyRequestsMessage,
} from "./http/api-failure.ts";
export { createEarlyFetch, type EarlyFetch } from "./http/early-fetch.ts";
export { forbiddenMessage, missingUrlAppMessage, revokedMessage } from "./http/messages.ts";
export {
  type HubConnectionLike,
  type HubConnector,
  sessionStatusAutoHideMs,
  startSessionHub,
} from "./hub/session-hub.ts";
export {
  activateLanguage,
  type BrandTextsFiles,
  i18n,
  layBrandTexts,
  loadCatalog,
  setLanguage,
} from "./i18n/i18n.ts";
export { isLanguage, LANGUAGES, type Language, SOURCE_LANGUAGE } from "./i18n/languages.ts";
export {
  type AlertState,
  AlertStateSchema,
  type AvailableAppsState,
  AvailableAppsStateSchema,
  type CheckEmailState,
  CheckEmailStateSchema,
  type LoginNavigationState,
  LoginStateSchema,
  type ResendEmailNavigationState,
  ResendEmailStateSchema,
  readNavigationState,
  type SessionEndReason,
  sessionEndedState,
} from "./navigation/navigation-state.ts";
export { SignInProvider, useSignIn } from "./react/sign-in-context.tsx";
export {
  checkRedirect,
  inAppPath,
  type RedirectCheck,
  type RedirectPolicy,
} from "./redirect/redirect-policy.ts";
export {
  createSignInRuntime,
  type OpenedTab,
  type PrefetchedAnswers,
  type SignInEnvironment,
  type SignInRuntime,
} from "./runtime.ts";
export { type Claims, decodeClaims, fullName } from "./session/claims.ts";
export type { Notice, NoticeState, NoticeStore } from "./session/notice-store.ts";
export { type SessionState, type SessionStore, useSession } from "./session/session-store.ts";
export { bearerPrefix, storageKeys } from "./session/storage-keys.ts";
export { useNotice } from "./session/use-notice.ts";
export {
  CaptchaSchema,
  CertificateChoiceFormSchema,
  CODE_LENGTH,
  CodeFormSchema,
} from "./validation/code.ts";
export {
  EMAIL_MAX_LENGTH,
  type EmailFormatMessage,
  emailSchema,
  ResetEmailFormSchema,
} from "./validation/email.ts";
export {
  CertificateLoginFormSchema,
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_NUMBER_MIN_LENGTH,
  LoginFormSchema,
  PASSPORT_DOCUMENT_TYPE,
} from "./validation/login.ts";
export { type ValidationError, ValidationMessage, type ValidationMessageId } from "./validation/messages.ts";
export {
  checkNewPassword,
  checkPassword,
  isStrongPassword,
  type NewPasswordCheck,
  NewPasswordFormSchema,
  type NewPasswordValues,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordCheck,
  type PasswordRule,
  PasswordSchema,
} from "./validation/password.ts";
export { newPasswordBlocker, PasswordBlockerMessage } from "./validation/password-blockers.ts";
export {
  type FieldErrors,
  type FormValidation,
  type FormValidationOptions,
  maxLength,
  minLength,
  numeric,
  requiredText,
  toValidationError,
  validateField,
  validateForm,
} from "./validation/rules.ts";
export { EmailBlockerMessage, emailBlocker } from "./validation/submit-blockers.ts";
