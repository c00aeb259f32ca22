import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

/** What the stores need from a database: PGlite and node-postgres both fit it, so both run the same SQL. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly description: string;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return {
    description: dataDir ? `PGlite in ${dataDir}` : "PGlite in memory",
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await db.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, [...params])).rows,
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // An idle client that loses its server should not crash the API: the next query reconnects.
  pool.on("error", (error) => console.error(`PostgreSQL: ${error.message}`));
  const run =
    (client: { query: typeof pool.query }) =>
    async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(sql, [...params])).rows as T[];
  return {
    description: `PostgreSQL at ${new URL(url).host}`,
    query: run(pool),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({ query: run(client as unknown as { query: typeof pool.query }) });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** `memory`, a folder for an embedded PGlite, or a `postgres://` URL (DATABASE_URL). */
export function openDatabase(location: string): Promise<Database> {
  if (location === "memory") return openPglite(undefined);
  if (/^postgres(ql)?:\/\//.test(location)) return openPostgres(location);
  return openPglite(location);
}
