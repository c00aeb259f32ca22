import { createHash } from "node:crypto";
import * as v from "valibot";
import type { Database } from "../db/database.ts";

/**
 * What the hub keeps where every API instance sees it: negotiated tokens, open connections and the session
 * each is bound to. The sockets themselves stay with the instance that accepted them; an announcement reaches
 * every instance, and each sends it to the connections it holds.
 */
export interface HubRegistry {
  /** A negotiated token that any instance may claim once, until `expires` (ms since the epoch). */
  offer(token: string, connectionId: string, expires: number): Promise<void>;
  /** Takes a negotiated token (once) and marks its connection open: answers its id, or undefined. */
  claim(token: string): Promise<string | undefined>;
  /** Marks open a connection that skipped negotiation. */
  opened(connectionId: string): Promise<void>;
  closed(connectionId: string): Promise<void>;
  /** Ties an open connection to a session: false when no instance has it open. */
  bind(connectionId: string, sessionId: string): Promise<boolean>;
  /** Tells every instance (this one too) to send `message` to the open connections of these sessions. */
  announce(sessionIds: readonly string[], message: string): Promise<void>;
  /** Hears announcements as connection ids and the message; answers the function that stops listening. */
  listen(heard: (connectionIds: readonly string[], message: string) => void): Promise<() => Promise<void>>;
}

/** One process's registry (the hub's own unit tests). */
export class MemoryHubRegistry implements HubRegistry {
  private readonly tokens = new Map<string, { connectionId: string; expires: number }>();
  private readonly open = new Map<string, string | undefined>();
  private readonly listeners = new Set<(ids: readonly string[], message: string) => void>();

  async offer(token: string, connectionId: string, expires: number) {
    const now = Date.now();
    for (const [key, entry] of this.tokens) if (entry.expires < now) this.tokens.delete(key);
    this.tokens.set(token, { connectionId, expires });
  }
  async claim(token: string) {
    const entry = this.tokens.get(token);
    this.tokens.delete(token);
    if (!entry || entry.expires < Date.now()) return undefined;
    this.open.set(entry.connectionId, undefined);
    return entry.connectionId;
  }
  async opened(connectionId: string) {
    this.open.set(connectionId, undefined);
  }
  async closed(connectionId: string) {
    this.open.delete(connectionId);
  }
  async bind(connectionId: string, sessionId: string) {
    if (!this.open.has(connectionId)) return false;
    this.open.set(connectionId, sessionId);
    return true;
  }
  async announce(sessionIds: readonly string[], message: string) {
    const ids = [...this.open]
      .filter(([, session]) => session && sessionIds.includes(session))
      .map(([id]) => id);
    for (const heard of this.listeners) heard(ids, message);
  }
  async listen(heard: (ids: readonly string[], message: string) => void) {
    this.listeners.add(heard);
    return async () => {
      this.listeners.delete(heard);
    };
  }
}

/** The NOTIFY channel of the hub's announcements. */
export const hubChannel = "session_hub";

const AnnouncementSchema = v.object({ connections: v.array(v.string()), message: v.string() });

/** Tokens are capabilities: the table keeps their hashes, never the tokens. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * The registry in the API's database (table hub_connections), announcements by PostgreSQL NOTIFY: the same
 * code serves one instance on PGlite and several on one PostgreSQL server.
 */
export class DatabaseHubRegistry implements HubRegistry {
  constructor(private readonly db: Database) {}

  async offer(token: string, connectionId: string, expires: number) {
    // Negotiations nobody claimed in time go with the next one.
    await this.db.query("DELETE FROM hub_connections WHERE NOT is_open AND token_expires < now()");
    await this.db.query(
      `INSERT INTO hub_connections (connection_id, token_hash, token_expires) VALUES ($1, $2, $3)`,
      [connectionId, hashOf(token), new Date(expires)],
    );
  }

  async claim(token: string) {
    // One statement: of two instances claiming the same token at once, one gets it.
    const rows = await this.db.query<{ id: string }>(
      `UPDATE hub_connections SET is_open = true, token_hash = NULL, token_expires = NULL
       WHERE token_hash = $1 AND NOT is_open AND token_expires >= now() RETURNING connection_id AS id`,
      [hashOf(token)],
    );
    return rows[0]?.id;
  }

  async opened(connectionId: string) {
    await this.db.query("INSERT INTO hub_connections (connection_id, is_open) VALUES ($1, true)", [
      connectionId,
    ]);
  }

  async closed(connectionId: string) {
    await this.db.query("DELETE FROM hub_connections WHERE connection_id = $1", [connectionId]);
  }

  async bind(connectionId: string, sessionId: string) {
    const rows = await this.db.query(
      "UPDATE hub_connections SET session_id = $2 WHERE connection_id = $1 AND is_open RETURNING connection_id",
      [connectionId, sessionId],
    );
    return rows.length === 1;
  }

  async announce(sessionIds: readonly string[], message: string) {
    if (sessionIds.length === 0) return;
    // The connections are looked up when the notice is sent, so a binding made on any instance counts.
    await this.db.query(
      `SELECT pg_notify($1, json_build_object(
         'connections', (SELECT coalesce(json_agg(connection_id), '[]'::json) FROM hub_connections
                         WHERE is_open AND session_id = ANY($2::text[])),
         'message', $3::text)::text)`,
      [hubChannel, [...sessionIds], message],
    );
  }

  listen(heard: (ids: readonly string[], message: string) => void) {
    return this.db.listen(hubChannel, (payload) => {
      const { connections, message } = v.parse(AnnouncementSchema, JSON.parse(payload));
      heard(connections, message);
    });
  }
}
