import { randomUUID } from "node:crypto";
import type { OutboxMessage } from "@gse/contract";
import type { Queryable } from "../db/database.ts";

/** The NOTIFY channel that wakes every instance's delivery worker once a message is committed. */
export const OUTBOX_CHANNEL = "gse_outbox";

/** A rendered message, ready to be written: who to, the two parts, the links it carries, its brand and language. */
export interface OutboxDraft {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly links: readonly string[];
  readonly brand: string;
  readonly language: string;
}

/**
 * The transactional outbox: a message is written in the transaction that writes the token, code or state it
 * carries, so either both are there or neither; the delivery worker (mail/delivery-worker.ts) sends it once
 * committed. In demo mode without SMTP_URL nothing sends it, and GET /dev/outbox shows it.
 */
export class Outbox {
  constructor(private readonly db: Queryable) {}

  /** Writes `draft` in `tx` and, at commit, wakes the workers of every instance (NOTIFY is sent on commit). */
  async enqueue(tx: Queryable, draft: OutboxDraft): Promise<void> {
    await tx.query(
      `INSERT INTO outbox (recipient, subject, body, html, links, brand, language, message_id)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
      [
        draft.to,
        draft.subject,
        draft.text,
        draft.html,
        JSON.stringify(draft.links),
        draft.brand,
        draft.language,
        randomUUID(),
      ],
    );
    await tx.query("SELECT pg_notify($1, '')", [OUTBOX_CHANNEL]);
  }

  /** One message's HTML part as it was sent, or undefined when there is no such message (or it has none). */
  async html(id: number): Promise<string | undefined> {
    const [row] = await this.db.query<{ html: string }>("SELECT html FROM outbox WHERE id = $1", [id]);
    return row?.html || undefined;
  }

  /** Oldest first; only those to `to` when given. */
  async list(to?: string): Promise<OutboxMessage[]> {
    const rows = await this.db.query<{
      id: number;
      to: string;
      subject: string;
      text: string;
      html: string;
      links: string[];
      brand: string;
      language: string;
      sentAt: Date;
      deliveredAt: Date | null;
      failedAt: Date | null;
      attempts: number;
      lastError: string | null;
    }>(
      `SELECT id, recipient AS "to", subject, body AS "text", html, links, brand, language, queued_at AS "sentAt",
         delivered_at AS "deliveredAt", failed_at AS "failedAt", attempts, last_error AS "lastError"
       FROM outbox WHERE $1::text IS NULL OR lower(recipient) = lower($1::text) ORDER BY id`,
      [to ?? null],
    );
    const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
    return rows.map((row) => ({
      ...row,
      sentAt: new Date(row.sentAt).toISOString(),
      deliveredAt: iso(row.deliveredAt),
      failedAt: iso(row.failedAt),
    }));
  }
}
