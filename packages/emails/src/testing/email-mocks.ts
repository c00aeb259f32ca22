import type { EmailKind, EmailMessage } from "../message.ts";

/** A link as the API writes one: long, on the page's origin, with an encrypted payload that wraps nowhere. */
const link = (origin: string, path: string) =>
  `${origin}${path}?${"U2FsdGVkX1%2Bq8mJ4c0ZyX3RhbGxhLXBheWxvYWQtZW5jcnlwdGVk".repeat(3)}`;

/**
 * One message of each kind with the values a user meets (a long link, a six-digit code, a notification with a
 * check and a multi-line text): what the stories draw and the tests render.
 */
export function emailMocks(origin = "https://payroll.portal.example.com"): {
  readonly [K in EmailKind]: Extract<EmailMessage, { readonly kind: K }>;
} {
  const person = { firstName: "Ana", userName: "ana.perez" };
  return {
    activation: { kind: "activation", ...person, link: link(origin, "/changepassword"), linkSeconds: 86_400 },
    resend: { kind: "resend", ...person, link: link(origin, "/changepassword"), linkSeconds: 86_400 },
    reset: { kind: "reset", ...person, link: link(origin, "/changepassword"), linkSeconds: 3600 },
    certificateCode: { kind: "certificateCode", code: "048213", codeSeconds: 600 },
    certificateRestored: { kind: "certificateRestored", ...person },
    otpCode: { kind: "otpCode", code: "730914", codeSeconds: 600 },
    otpConfirmation: { kind: "otpConfirmation", link: link(origin, "/resetotp"), linkSeconds: 3600 },
    otpSupportRequest: { kind: "otpSupportRequest", email: "ana.perez@example.test" },
    notification: {
      kind: "notification",
      subject: "Comunicado importante",
      title: "Comunicado general",
      fields: [
        { label: "Título", value: "Cierre anual" },
        { label: "Mensaje", value: "Todos los módulos\nse detienen una hora." },
        { label: "Fecha del evento", value: "31/12/2027" },
        { label: "Asistencia obligatoria", value: true },
      ],
    },
  };
}
