import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { log } from "../ops/logger.ts";
import type { PoolUse } from "../ops/metrics.ts";
import { DatabaseUnavailable, isConnectionFailure } from "./unavailable.ts";

/** What the stores need from a database: PGlite and node-postgres both fit it, so both run the same SQL. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while no other process runs exclusive work on this database: instances that start together
   * on one PostgreSQL migrate and seed one after the other instead of racing on the same tables.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel`: `heard` gets each NOTIFY payload, from this process or any other on the same database
   * (how the hub's instances tell each other). Answers the function that stops listening.
   */
  listen(channel: string, heard: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly description: string;
  /** The connection pool's use (PostgreSQL), for the metrics; undefined for PGlite, which has none. */
  poolUse(): PoolUse | undefined;
}

/** The advisory lock key of Database.exclusive (any constant the schema does not use elsewhere). */
const startupLock = 20_260_520;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Claims an embedded data folder for this process. PGlite has one writer: a second API on the same folder
 * (a `pnpm dev` beside the test that runs `pnpm dev`) would corrupt it, so the second one runs in memory.
 */
function claimDataDir(dataDir: string): (() => void) | undefined {
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, "reference-api.pid");
  const owner = Number(readFileSync(lock, { encoding: "utf8", flag: "a+" }).trim());
  if (owner && owner !== process.pid && isRunning(owner)) return undefined;
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

async function openPglite(requestedDir: string | undefined, template?: Blob): Promise<Database> {
  const release = requestedDir ? claimDataDir(requestedDir) : undefined;
  if (requestedDir && !release) {
    log.warn(`${requestedDir}: in use by another reference API process; this one keeps its data in memory`);
  }
  const dataDir = release ? requestedDir : undefined;
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  return wrapPglite(db, dataDir, release);
}

function wrapPglite(db: PGlite, dataDir: string | undefined, release?: () => void): Database {
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
    // PGlite has one writer process (claimDataDir): nothing to wait for.
    exclusive: (work) => work(),
    listen: async (channel, heard) => {
      const unlisten = await db.listen(channel, heard);
      return async () => {
        await unlisten();
      };
    },
    close: async () => {
      await db.close();
      release?.();
    },
    poolUse: () => undefined,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const max = 5;
  // A server that takes no connection within 5 s is treated as gone (503), rather than holding the request.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server should not crash the API: the next query reconnects.
  pool.on("error", (error) => log.warn(`PostgreSQL: an idle connection failed (${error.message})`));
  const run =
    (client: { query: typeof pool.query }) =>
    async <T>(sql: string, params: readonly unknown[] = []) =>
      (await guarded(() => client.query(sql, [...params]))).rows as T[];
  return {
    description: `PostgreSQL at ${new URL(url).host}`,
    query: run(pool),
    exec: async (sql) => {
      await guarded(() => pool.query(sql));
    },
    transaction: (work) =>
      guarded(async () => {
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
      }),
    exclusive: async (work) => {
      // A session lock held on a client of its own, while the work runs on the pool's other clients.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [startupLock]);
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [startupLock]).catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, heard) => listenOn(url, channel, heard),
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

/** Runs a pool or client call, turning a lost or refused connection into DatabaseUnavailable. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isConnectionFailure(error) && !(error instanceof DatabaseUnavailable)
      ? new DatabaseUnavailable(error)
      : error;
  }
}

/**
 * A LISTEN holds its connection for as long as it listens, so it gets a client of its own, outside the pool.
 * A lost connection is opened again after a second (notices sent meanwhile are lost, as with any NOTIFY).
 */
async function listenOn(
  url: string,
  channel: string,
  heard: (payload: string) => void,
): Promise<() => Promise<void>> {
  const { default: pg } = await import("pg");
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  const reconnect = () => {
    if (!stopped) setTimeout(() => void connect().catch(reconnect), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) heard(message.payload);
    });
    next.on("error", (error) => {
      log.warn(`PostgreSQL LISTEN ${channel}: ${error.message}; listening again in a second`);
      void next.end().catch(() => undefined);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** initdb's data folder, made once per process (see blankMemoryDataDir). */
let blankMemory: Promise<Blob> | undefined;

/**
 * initdb's data folder without its template databases, made once per process: every new in-memory database loads
 * it instead of running initdb again (about 4 CPU-seconds each). The templates are for creating other databases,
 * which an in-memory one never does; without them each copy loads in about three quarters of the CPU time.
 */
function blankMemoryDataDir(): Promise<Blob> {
  if (!blankMemory) {
    const made = (async () => {
      const db = await PGlite.create();
      try {
        await db.exec(
          "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
        );
        for (const name of ["template0", "template1"]) await db.exec(`DROP DATABASE ${name}`);
        return await db.dumpDataDir("none");
      } finally {
        await db.close();
      }
    })();
    blankMemory = made;
    // A failure is not kept: the next database tries again, and reports its own failure.
    made.catch(() => {
      if (blankMemory === made) blankMemory = undefined;
    });
  }
  return blankMemory;
}

/** Prepared in-memory databases' data folders, by what prepared them (see openPreparedDatabase). */
const memoryTemplates = new Map<string, Promise<Blob>>();

/**
 * A database at `location` that `prepare` has run on (migrations and seed). In memory, `prepare` runs once per
 * process for each `key` (what decides its result): the next database of that key starts from a copy of the
 * first one's data folder. Creating and seeding PGlite took about 2.5 s a server, loading a copy about 0.4 s, and
 * the API tests start hundreds of servers, each from the seed.
 */
export async function openPreparedDatabase(
  location: string,
  key: string,
  prepare: (db: Database) => Promise<void>,
): Promise<Database> {
  if (location !== "memory") {
    const db = await openDatabase(location);
    await prepare(db);
    return db;
  }
  let template = memoryTemplates.get(key);
  if (!template) {
    template = (async () => {
      const first = await PGlite.create({ loadDataDir: await blankMemoryDataDir() });
      try {
        await prepare(wrapPglite(first, undefined));
        return await first.dumpDataDir("none");
      } finally {
        await first.close();
      }
    })();
    memoryTemplates.set(key, template);
    // A failed preparation is not kept: the next server tries again, and reports its own failure.
    template.catch(() => memoryTemplates.delete(key));
  }
  return openPglite(undefined, await template);
}

/** `memory`, a folder for an embedded PGlite, or a `postgres://` URL (DATABASE_URL). */
export function openDatabase(location: string): Promise<Database> {
  if (location === "memory") return blankMemoryDataDir().then((blank) => openPglite(undefined, blank));
  if (/^postgres(ql)?:\/\//.test(location)) return openPostgres(location);
  return openPglite(location);
}
