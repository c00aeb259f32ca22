import type { EmailDocument } from "../document.ts";
import type { Translate } from "../i18n/email-i18n.ts";
import type { EmailMessage } from "../message.ts";
import { action, greeting, linkLifetime, notYou } from "./shared.ts";

type PasswordLinkMessage = Extract<EmailMessage, { kind: "activation" | "resend" | "reset" }>;

const intro: Record<PasswordLinkMessage["kind"], string> = {
  activation: "Te damos la bienvenida. Crea tu contraseña para activar tu cuenta.",
  resend: "Te enviamos un nuevo enlace de activación. Crea tu contraseña para activar tu cuenta.",
  reset: "Recibimos una solicitud para restablecer tu contraseña.",
};

/**
 * The set-password emails: an activation (a first password), a resent activation, or a reset. Each names the
 * account, since several accounts may share one email address.
 */
export function passwordLinkEmail(message: PasswordLinkMessage, t: Translate): EmailDocument {
  const isReset = message.kind === "reset";
  const subject = t(isReset ? "Restablece tu contraseña" : "Activa tu cuenta");
  return {
    subject,
    preview: t(intro[message.kind]),
    heading: subject,
    blocks: [
      greeting(t, message.firstName),
      { type: "paragraph", text: t(intro[message.kind]) },
      { type: "paragraph", text: t("Usuario: {userName}", { userName: message.userName }) },
      action(t, t(isReset ? "Restablecer contraseña" : "Crear contraseña"), message.link),
      linkLifetime(t, message.linkSeconds),
      notYou(t),
    ],
  };
}
