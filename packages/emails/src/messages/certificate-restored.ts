import type { EmailDocument } from "../document.ts";
import type { Translate } from "../i18n/email-i18n.ts";
import type { EmailMessage } from "../message.ts";
import { greeting, notYou } from "./shared.ts";

const done =
  "Tu contraseña fue restablecida. Ahora ingresas con la contraseña asignada originalmente a tu certificado.";

/** A certificate account's password is its certificate's original one again. */
export function certificateRestoredEmail(
  message: Extract<EmailMessage, { kind: "certificateRestored" }>,
  t: Translate,
): EmailDocument {
  return {
    subject: t("Tu contraseña fue restablecida"),
    preview: t(done),
    heading: t("Tu contraseña fue restablecida"),
    blocks: [
      greeting(t, message.firstName),
      { type: "paragraph", text: t(done) },
      { type: "paragraph", text: t("Usuario: {userName}", { userName: message.userName }) },
      notYou(t),
    ],
  };
}
