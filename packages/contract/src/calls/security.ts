// The security service's sign-in calls (sign-in spec §7); the OTP reset's confirmation is `otpReset`.

export { documentTypesCreateUsers } from "./security/document-types-create-users.ts";
export { documentTypesLogin } from "./security/document-types-login.ts";
export * as otpReset from "./security/otp-reset.ts";
export { sendOtp } from "./security/send-otp.ts";
export { validateOtp } from "./security/validate-otp.ts";
