import * as v from "valibot";

/** One email the reference API "sent": GET /dev/outbox answers a JSON array of these, oldest first. */
export const OutboxMessageSchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  /** Absolute addresses in the text, e.g. `<page origin>/changepassword?<encrypted payload>`. */
  links: v.array(v.string()),
  /** ISO 8601. */
  sentAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const OutboxSchema = v.array(OutboxMessageSchema);
