export { validateOtpMail } from "./otp-reset/validate-otp-mail.ts";
