import type { EmailDocument } from "../document.ts";
import type { Translate } from "../i18n/email-i18n.ts";
import type { EmailMessage } from "../message.ts";
import { action, linkLifetime, notYou } from "./shared.ts";

const confirm = "Para confirmar la solicitud de restablecimiento de tu OTP abre este enlace.";

/** The link that confirms an OTP reset (the user opens it from the mail, signed in or not). */
export function otpConfirmationEmail(
  message: Extract<EmailMessage, { kind: "otpConfirmation" }>,
  t: Translate,
): EmailDocument {
  return {
    subject: t("Confirma el restablecimiento de tu OTP"),
    preview: t(confirm),
    heading: t("Confirma el restablecimiento de tu OTP"),
    blocks: [
      { type: "paragraph", text: t(confirm) },
      action(t, t("Confirmar restablecimiento"), message.link),
      linkLifetime(t, message.linkSeconds),
      notYou(t),
    ],
  };
}

/** To support: the user with this address confirmed an OTP reset, which support carries out. */
export function otpSupportRequestEmail(
  message: Extract<EmailMessage, { kind: "otpSupportRequest" }>,
  t: Translate,
): EmailDocument {
  const text = t("El usuario con correo {email} confirmó la solicitud de restablecimiento de su OTP.", {
    email: message.email,
  });
  return {
    subject: t("Solicitud de restablecimiento de OTP"),
    preview: text,
    heading: t("Solicitud de restablecimiento de OTP"),
    blocks: [{ type: "paragraph", text }],
  };
}
