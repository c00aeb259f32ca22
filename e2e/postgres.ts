import {
  createDatabase,
  type ServerOptions,
  seedSettingNames,
  startPostgres,
  startServer,
  testScryptCost,
} from "@gse/reference-api";

/**
 * The journeys' one PostgreSQL server (Debian's, started by global-setup.ts for the run) and, on it, a database
 * migrated and seeded once: every portal a journey opens gets a copy of it (`CREATE DATABASE … TEMPLATE`). An
 * embedded PGlite cost about 1.5 CPU-seconds to load and boot per server, for the hundred servers the journeys
 * start; a copy costs about a quarter of that, PostgreSQL's share included. The embedded database is the API
 * tests' (the unit project) and `pnpm dev`'s.
 */
const serverVariable = "GSE_E2E_POSTGRES_URL";
const templateVariable = "GSE_E2E_POSTGRES_TEMPLATE";

/**
 * The settings every portal of the journeys starts with; a journey's own go on top. A 3-second lock keeps the
 * lockout journey short (spec default 300 s, REFERENCE_LOCK_SECONDS). Passwords are hashed at the API tests' scrypt
 * cost: at the production default (2^17, 128 MiB) each sign-in and password change cost the shared machine about
 * half a CPU-second; the cost itself is the password-hashing tests' and the bench's, which keep the default.
 */
export const journeySettings = { demo: true, lockSeconds: 3, scryptCost: testScryptCost } as const;

/** Starts the server and seeds the template; answers the teardown. */
export async function startJourneyPostgres(): Promise<() => Promise<void>> {
  const server = await startPostgres();
  try {
    const template = await createDatabase(server.url);
    const seeded = await startServer({ port: 0, database: template, settings: journeySettings });
    await seeded.close();
    process.env[serverVariable] = server.url;
    process.env[templateVariable] = new URL(template).pathname.slice(1);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}

function journeyServer(): string {
  const url = process.env[serverVariable];
  if (!url) {
    throw new Error(
      `${serverVariable}: not set; the journeys' PostgreSQL server starts in e2e/global-setup.ts ` +
        "(run them with `pnpm exec playwright test`, which runs it)",
    );
  }
  return url;
}

/**
 * A database of its own for a portal with `settings` (on top of journeySettings): the seeded template's copy, or
 * an empty one to seed when `settings` change what the seed writes.
 */
export function journeyDatabase(settings: ServerOptions["settings"] = {}): Promise<string> {
  const template = process.env[templateVariable];
  const copy = template !== undefined && !seedSettingNames.some((name) => name in settings);
  return createDatabase(journeyServer(), copy ? template : undefined);
}
