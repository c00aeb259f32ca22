import type { EmailDocument } from "../document.ts";
import type { Translate } from "../i18n/email-i18n.ts";
import type { EmailMessage } from "../message.ts";
import { certificateRestoredEmail } from "./certificate-restored.ts";
import { codeEmail } from "./codes.ts";
import { notificationEmail } from "./notification.ts";
import { otpConfirmationEmail, otpSupportRequestEmail } from "./otp-reset.ts";
import { passwordLinkEmail } from "./password-link.ts";

/** What a message says, in the translator's language. */
export function emailDocument(message: EmailMessage, t: Translate): EmailDocument {
  switch (message.kind) {
    case "activation":
    case "resend":
    case "reset":
      return passwordLinkEmail(message, t);
    case "certificateCode":
    case "otpCode":
      return codeEmail(message, t);
    case "certificateRestored":
      return certificateRestoredEmail(message, t);
    case "otpConfirmation":
      return otpConfirmationEmail(message, t);
    case "otpSupportRequest":
      return otpSupportRequestEmail(message, t);
    case "notification":
      return notificationEmail(message, t);
  }
}
