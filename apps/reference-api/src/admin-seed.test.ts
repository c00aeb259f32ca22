import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readSettings } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { DIRECTORY_PREFIX } from "./db/directory-seed.ts";
import { migrate } from "./db/migrations.ts";
import { seed } from "./db/seed.ts";
import { startTimeout, testDatabase } from "./testing/api-client.ts";

// The administration data model and its seed: what the console reads in every mode.

async function counts(db: Database) {
  const tables = [
    "applications",
    "privileges",
    "roles",
    "users",
    "customers",
    "countries",
    "menus",
    "templates",
    "subjects",
    "notifications",
  ];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
      return [table, row?.count ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const directory = async (db: Database) =>
  (
    await db.query<{ count: number }>("SELECT count(*)::int AS count FROM users WHERE user_name LIKE $1", [
      `${DIRECTORY_PREFIX}%`,
    ])
  )[0]?.count;

async function seeded(env: NodeJS.ProcessEnv) {
  const settings = readSettings(env);
  const db = await openDatabase(await testDatabase());
  await migrate(db);
  await seed(db, { demo: settings.demo, admin: settings.admin, directoryUsers: settings.seedUsers });
  return db;
}

describe("the administration seed in demo mode", () => {
  let db: Database;
  beforeAll(async () => {
    vi.setConfig({ testTimeout: 60_000 });
    db = await seeded({ REFERENCE_DEMO: "1" });
  }, startTimeout);
  afterAll(() => db?.close());

  it("holds about a dozen applications, tens of privileges and roles and a few hundred users", async () => {
    const seen = await counts(db);
    expect(seen).toMatchObject({
      applications: 12,
      countries: 5,
      customers: 12,
      templates: 5,
      notifications: 6,
    });
    expect(seen.privileges).toBeGreaterThanOrEqual(30);
    expect(seen.roles).toBeGreaterThanOrEqual(20);
    // 300 generated users by default, besides the named demo users.
    expect(await directory(db)).toBe(300);
    expect(seen.users).toBe(300 + 9);
    expect(seen.subjects).toBeGreaterThanOrEqual(7);
  });

  it("dates the applications a minute apart in their seeded order, so newest-first never ties on the clock", async () => {
    const rows = await db.query<{ name: string; age: number }>(
      "SELECT name, extract(epoch FROM now() - modified_on)::int AS age FROM applications ORDER BY sort, id",
    );
    const ages = rows.map((row) => row.age);
    expect(ages.slice(1).every((age, index) => age - (ages[index] ?? 0) === 60)).toBe(true);
  });

  it("holds RESETOTP, which the console hides", async () => {
    expect(await db.query("SELECT name FROM applications WHERE upper(name) = 'RESETOTP'")).toHaveLength(1);
  });

  it("holds a menu for every application at every location, numberRows 4 only for the tiles", async () => {
    const rows = await db.query<{ location: number; apps: number; rows: number }>(
      `SELECT idmenulocation AS location, count(DISTINCT application_id)::int AS apps, max(number_rows) AS rows
       FROM menus GROUP BY idmenulocation ORDER BY idmenulocation`,
    );
    expect(rows).toEqual([
      { location: 1, apps: 12, rows: 0 },
      { location: 2, apps: 12, rows: 0 },
      { location: 3, apps: 12, rows: 0 },
      { location: 4, apps: 12, rows: 4 },
    ]);
  });

  it("gives demo the Administrador role and every administration privilege, and noprivileges.demo none", async () => {
    const [demo] = await db.query<{ privileges: string[]; roles: string[] }>(
      `SELECT u.privileges, array_agg(r.name) AS roles FROM users u JOIN user_roles ur ON ur.user_id = u.id
       JOIN roles r ON r.id = ur.role_id WHERE u.user_name = 'demo' GROUP BY u.privileges`,
    );
    expect(demo?.roles).toEqual(["Administrador"]);
    expect(demo?.privileges).toEqual(expect.arrayContaining(["users.read", "menus.write", "otp.reset"]));
    const [none] = await db.query<{ privileges: string[] }>(
      "SELECT privileges FROM users WHERE user_name = 'noprivileges.demo'",
    );
    expect(none?.privileges.filter((name) => name.includes("."))).toEqual([]);
  });

  it("gives every generated user one principal company and at least one role, and one shared unusable hash", async () => {
    const [row] = await db.query<{ withoutPrincipal: number; withoutRole: number; hashes: number }>(
      `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM user_customers c WHERE c.user_id = u.id AND c.principal))::int AS "withoutPrincipal",
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id))::int AS "withoutRole",
         count(DISTINCT password_hash)::int AS hashes
       FROM users u WHERE user_name LIKE $1`,
      [`${DIRECTORY_PREFIX}%`],
    );
    expect(row).toEqual({ withoutPrincipal: 0, withoutRole: 0, hashes: 1 });
  });

  it("seeds REFERENCE_SEED_USERS generated users on a restart, adding only the missing ones", async () => {
    const { seedUsers } = readSettings({ REFERENCE_DEMO: "1", REFERENCE_SEED_USERS: "1500" });
    const before = await counts(db);
    await seed(db, { demo: true, directoryUsers: seedUsers });
    expect(await directory(db)).toBe(1500);
    const after = await counts(db);
    expect({ ...after, users: 0 }).toEqual({ ...before, users: 0 });
  }, 60_000);

  it("refuses a REFERENCE_SEED_USERS that is not a count, naming the variable", () => {
    expect(() => readSettings({ REFERENCE_SEED_USERS: "many" })).toThrow(
      'REFERENCE_SEED_USERS: expected a whole number from 0 to 1000000, got "many"',
    );
  });
});

describe("the administration seed in production mode", () => {
  let db: Database;
  beforeAll(async () => {
    db = await seeded({});
  }, startTimeout);
  afterAll(() => db?.close());

  it("holds the reference data (applications, privileges, menus, templates) and no demo data", async () => {
    const seen = await counts(db);
    expect(seen).toMatchObject({ applications: 12, menus: 48, templates: 5, countries: 5 });
    expect(seen.privileges).toBeGreaterThanOrEqual(30);
    expect(seen).toMatchObject({ users: 0, roles: 0, customers: 0, notifications: 0 });
  });
});
