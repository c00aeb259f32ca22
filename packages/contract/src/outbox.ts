import * as v from "valibot";

/**
 * One email the reference API wrote to its outbox: GET /dev/outbox (demo mode) answers a JSON array of these,
 * oldest first. With SMTP_URL set, the delivery worker sends each and records how it went.
 */
export const OutboxMessageSchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  /** The plain-text part, as sent. */
  text: v.string(),
  /** The HTML part, as sent: the brand's look in the page's language. */
  html: v.string(),
  /** The call-to-action addresses in both parts, e.g. `<page origin>/changepassword?<encrypted payload>`. */
  links: v.array(v.string()),
  /** The brand key (`payroll`) and language (`es`, `en`, `pt`) the email was rendered in. */
  brand: v.string(),
  language: v.string(),
  /** When the API wrote it (ISO 8601). */
  sentAt: v.string(),
  /** When the SMTP server accepted it; null while pending (or in demo mode without SMTP_URL). */
  deliveredAt: v.nullable(v.string()),
  /** When delivery was given up (a permanent refusal, or temporary failures past their time); null otherwise. */
  failedAt: v.nullable(v.string()),
  attempts: v.number(),
  /** The last delivery failure, as the SMTP client reported it; null when none. */
  lastError: v.nullable(v.string()),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const OutboxSchema = v.array(OutboxMessageSchema);
