import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";

/** Sign-in sessions, one per login per application: what the single-session hub reasons about. */
export class Sessions {
  constructor(private readonly db: Queryable) {}

  /**
   * Starts a session. In an application that allows one session per user, every older live session of the
   * user there is superseded; their ids are returned so the hub can tell their pages.
   */
  async start(
    userId: number,
    app: string,
    singleSession: boolean,
  ): Promise<{ id: string; superseded: string[] }> {
    const id = randomUUID();
    const superseded = singleSession
      ? await this.db.query<{ id: string }>(
          `UPDATE sessions SET superseded_at = now() WHERE user_id = $1 AND app = $2 AND superseded_at IS NULL
           RETURNING id`,
          [userId, app],
        )
      : [];
    await this.db.query("INSERT INTO sessions (id, user_id, app) VALUES ($1, $2, $3)", [id, userId, app]);
    return { id, superseded: superseded.map((row) => row.id) };
  }

  async isLive(id: string): Promise<boolean> {
    const rows = await this.db.query("SELECT id FROM sessions WHERE id = $1 AND superseded_at IS NULL", [id]);
    return rows.length === 1;
  }

  /** Ends every live session of a user (a new password); answers their ids. */
  async endAllOf(userId: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      "UPDATE sessions SET superseded_at = now() WHERE user_id = $1 AND superseded_at IS NULL RETURNING id",
      [userId],
    );
    return rows.map((row) => row.id);
  }

  async end(id: string): Promise<void> {
    await this.db.query("UPDATE sessions SET superseded_at = now() WHERE id = $1 AND superseded_at IS NULL", [
      id,
    ]);
  }
}
