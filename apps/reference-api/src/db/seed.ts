import { randomBytes } from "node:crypto";
import type { AdminBootstrap } from "../config.ts";
import { hashPassword } from "../passwords.ts";
import { seedAdminDemo, seedAdminReference } from "./admin-seed.ts";
import type { Database } from "./database.ts";
import { seedDirectory } from "./directory-seed.ts";
import {
  adminPrivileges,
  applications,
  DEMO_PASSWORD,
  users as demoUsers,
  documentTypes,
  type SeedUser,
  seedMaintenanceMessage,
} from "./seed-data.ts";

const customerName = "GSE Demo S.A.S.";

export interface SeedOptions {
  /** The demo users with the published password (`REFERENCE_DEMO=1` only). */
  readonly demo: boolean;
  /** A first administrator with a password of the operator's choosing (production). */
  readonly admin?: AdminBootstrap | undefined;
  /** Generated users of the demo directory (`REFERENCE_SEED_USERS`), besides the named demo users. */
  readonly directoryUsers?: number;
  /** scrypt's cost for the seeded passwords (the `scryptCost` setting). */
  readonly scryptCost?: number;
}

/**
 * Inserts what is missing and leaves what exists alone, so a restart keeps changed passwords and locks.
 * Reference data (applications, document types, countries, privileges, templates, subjects, menus) is always
 * seeded; the demo users, roles, companies, notifications and the generated directory only in demo mode.
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  for (const [sort, app] of applications.entries()) {
    await db.query(
      `INSERT INTO applications (name, title, version, mechanism_after_set_pass, maintenance_message,
         is_free_trial, url_free_trial, code_free_trial, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (name) DO NOTHING`,
      [
        app.name,
        app.title,
        app.version,
        app.mechanismAfterSetPass,
        seedMaintenanceMessage(app.title),
        Boolean(app.freeTrial),
        app.freeTrial?.url ?? null,
        app.freeTrial?.code ?? null,
        sort,
      ],
    );
    const parameters: [code: string, valueType: string, value: string][] = [
      ["captchaApply", "boolean", String(app.captchaApply)],
      ["singleSession", "boolean", "true"],
      ["passwordCreatedCountdown", "number", "5"],
    ];
    for (const [code, valueType, value] of parameters) {
      await db.query(
        `INSERT INTO app_parameters (app, parameter_code, parameter_type, value_type, value)
         VALUES ($1, $2, 'login', $3, $4) ON CONFLICT (app, parameter_code) DO NOTHING`,
        [app.name, code, valueType, value],
      );
    }
  }
  for (const [sort, type] of documentTypes.entries()) {
    await db.query(
      `INSERT INTO document_types (id, description, country, allowed, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [type.id, type.description, type.country, type.allowed, sort],
    );
  }
  await seedAdminReference(db);
  const existing = new Set(
    (await db.query<{ name: string }>("SELECT lower(user_name) AS name FROM users")).map((row) => row.name),
  );
  const allApps = JSON.stringify(applications.map((app) => app.name));
  const wanted: { user: SeedUser; password: string }[] = [
    ...(options.demo ? demoUsers.map((user) => ({ user, password: DEMO_PASSWORD })) : []),
    ...(options.admin
      ? [
          {
            user: {
              userName: options.admin.userName,
              email: options.admin.email,
              firstName: "Administrador",
              lastName: "Inicial",
              privileges: adminPrivileges,
            },
            password: options.admin.password,
          },
        ]
      : []),
  ];
  // The demo users share one published password, so one hash serves them all: at OWASP's cost a hash takes
  // a noticeable part of a second, and every test server seeds.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    const hash = hashes.get(password) ?? hashPassword(password, options.scryptCost);
    hashes.set(password, hash);
    return hash;
  };
  for (const { user, password } of wanted.filter(({ user }) => !existing.has(user.userName.toLowerCase()))) {
    const hash = await hashOf(password);
    await db.query(
      `INSERT INTO users (user_name, email, first_name, last_name, customer_name, document_type, document_number,
         password_hash, original_password_hash, activated, password_expired, blocked, assign_manual_password,
         apps, privileges)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13::jsonb, $14::jsonb)`,
      [
        user.userName,
        user.email,
        user.firstName,
        user.lastName,
        customerName,
        user.document?.type ?? null,
        user.document?.number ?? null,
        hash,
        user.activated ?? true,
        user.passwordExpired ?? false,
        user.blocked ?? false,
        user.assignManualPassword ?? false,
        allApps,
        JSON.stringify(user.privileges ?? ["users.read"]),
      ],
    );
  }
  if (options.demo) {
    await seedAdminDemo(db, demoUsers);
    // One hash of a random password nobody knows, shared: the directory's users cannot sign in until given one.
    const unusable = await hashPassword(randomBytes(32).toString("base64"), options.scryptCost);
    await seedDirectory(db, options.directoryUsers ?? 0, unusable);
  }
}
