import type { EmailDocument } from "../document.ts";
import type { Translate } from "../i18n/email-i18n.ts";
import type { EmailMessage } from "../message.ts";
import { codeLifetime, notYou } from "./shared.ts";

type CodeMessage = Extract<EmailMessage, { kind: "certificateCode" | "otpCode" }>;

const texts: Record<CodeMessage["kind"], { subject: string; sentence: string }> = {
  certificateCode: {
    subject: "Tu código de verificación",
    sentence: "Tu código para restablecer la contraseña del certificado es:",
  },
  otpCode: { subject: "Código para restablecer tu OTP", sentence: "Tu código para restablecer el OTP es:" },
};

/** The six-digit codes: the certificate reset's and the OTP reset's. The code is the only number in the text. */
export function codeEmail(message: CodeMessage, t: Translate): EmailDocument {
  const { subject, sentence } = texts[message.kind];
  return {
    subject: t(subject),
    preview: t(sentence),
    heading: t(subject),
    blocks: [
      { type: "paragraph", text: t(sentence) },
      { type: "code", code: message.code },
      codeLifetime(t, message.codeSeconds),
      notYou(t),
    ],
  };
}
