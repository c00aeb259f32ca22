import type { EmailDocument } from "../document.ts";
import type { Translate } from "../i18n/email-i18n.ts";
import type { EmailMessage } from "../message.ts";

/**
 * A scheduled notification: the subject and the template's title and labels are the administrators' words, as
 * they wrote them; only a check's yes or no is the email's language.
 */
export function notificationEmail(
  message: Extract<EmailMessage, { kind: "notification" }>,
  t: Translate,
): EmailDocument {
  const rows = message.fields.map(
    ({ label, value }) => [label, typeof value === "boolean" ? t(value ? "Sí" : "No") : value] as const,
  );
  return {
    subject: message.subject,
    preview: message.title,
    heading: message.title,
    blocks: [{ type: "fields", rows }],
  };
}
