/**
 * The emails the portal's API sends: one file per kind in messages/, drawn in the brand and language of the
 * page that asked (React Email for the HTML, the same blocks as plain text), with texts from the emails'
 * catalogs.
 */
export type { Block, EmailDocument } from "./document.ts";
export { type EmailBrand, type EmailColours, emailBrand } from "./email-brand.ts";
export { type Translate, translator } from "./i18n/email-i18n.ts";
export { type EmailKind, type EmailMessage, emailKinds, type NotificationField } from "./message.ts";
export { type RenderedEmail, renderEmail } from "./render-email.tsx";
