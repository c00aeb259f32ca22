import type { OutboxMessage } from "@gse/contract";
import type { Queryable } from "../db/database.ts";

/** The reference API sends no email: messages land here, for GET /dev/outbox and the tests. */
export class Outbox {
  constructor(private readonly db: Queryable) {}

  async send(to: string, subject: string, text: string, links: readonly string[] = []): Promise<void> {
    await this.db.query(
      "INSERT INTO outbox (recipient, subject, body, links) VALUES ($1, $2, $3, $4::jsonb)",
      [to, subject, text, JSON.stringify(links)],
    );
  }

  /** Oldest first; only those to `to` when given. */
  async list(to?: string): Promise<OutboxMessage[]> {
    const rows = await this.db.query<{
      id: number;
      to: string;
      subject: string;
      text: string;
      links: string[];
      sentAt: Date;
    }>(
      `SELECT id, recipient AS "to", subject, body AS "text", links, sent_at AS "sentAt" FROM outbox
       WHERE $1::text IS NULL OR lower(recipient) = lower($1::text) ORDER BY id`,
      [to ?? null],
    );
    return rows.map((row) => ({ ...row, sentAt: new Date(row.sentAt).toISOString() }));
  }
}
