import type { Hono } from "hono";
import type { Database } from "../db/database.ts";
import { pendingMigrations } from "../db/migrations.ts";
import { DatabaseUnavailable } from "../db/unavailable.ts";
import { type Logger, messageOf } from "./logger.ts";

/** A readiness check: resolves when its part is usable, throws an error whose message says what is not. */
export type ReadinessCheck = () => Promise<void>;

export interface ReadinessReport {
  readonly ready: boolean;
  /** Each check's name and "ok", or what is wrong: the body of GET /health/ready. */
  readonly checks: Readonly<Record<string, string>>;
}

/** A check that has not answered by then counts as failed: a probe must not hang with a hung database. */
const checkTimeoutMs = 2000;

function withinTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${checkTimeoutMs / 1000} s`)), checkTimeoutMs);
  });
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

/**
 * What an instance needs before a load balancer sends it work: a list of named checks that any module adds
 * its own to (the database and its migrations here; mail settings, brand store where they are built), and
 * the shutdown, after which the instance is never ready again.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private stopping = false;
  private lastReady = true;

  constructor(private readonly log: Logger) {}

  register(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check "${name}": registered twice`);
    this.checks.set(name, check);
  }

  /** From a SIGTERM on: not ready, so a balancer that asks sends new work elsewhere while this one drains. */
  shuttingDown(): void {
    this.stopping = true;
  }

  async report(): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await withinTimeout(check);
          return [name, "ok"] as const;
        } catch (error) {
          return [name, messageOf(error)] as const;
        }
      }),
    );
    const checks: Record<string, string> = Object.fromEntries(entries);
    if (this.stopping) checks.shutdown = "the instance is shutting down";
    const ready = Object.values(checks).every((value) => value === "ok");
    // A change is worth a line; a probe every few seconds saying the same is not.
    if (ready !== this.lastReady) {
      if (ready) this.log.info({ checks }, "ready");
      else this.log.warn({ checks }, "not ready");
      this.lastReady = ready;
    }
    return { ready, checks };
  }
}

/** The database answers, and every migration step of this version is applied. */
export function registerDatabaseChecks(readiness: Readiness, db: Database): void {
  readiness.register("database", async () => {
    try {
      await db.query("SELECT 1");
    } catch (error) {
      const cause = error instanceof DatabaseUnavailable ? error.cause : error;
      throw new Error(`${db.description} does not answer (${messageOf(cause)})`);
    }
  });
  readiness.register("migrations", async () => {
    const pending = await pendingMigrations(db).catch((error: unknown) => {
      throw new Error(`cannot be read (${messageOf(error)})`);
    });
    if (pending.length > 0) throw new Error(`not applied: ${pending.join(", ")}`);
  });
}

/**
 * GET /health/live: the process answers (a supervisor restarts it when not). GET /health/ready: 200 when every
 * check passes, else 503; both JSON, whatever the Host (a probe comes with the instance's address).
 */
export function healthRoutes(app: Hono, readiness: Readiness): void {
  app.get("/health/live", (c) => c.json({ status: "live" }));
  app.get("/health/ready", async (c) => {
    const { ready, checks } = await readiness.report();
    c.header("Cache-Control", "no-store");
    return c.json({ status: ready ? "ready" : "not ready", checks }, ready ? 200 : 503);
  });
}
