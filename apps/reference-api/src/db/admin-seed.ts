import { numberRowsFor } from "@gse/contract";
import {
  adminOnlyApplications,
  countries,
  customers,
  privileges,
  roles,
  userTypes,
} from "./admin-seed-data.ts";
import type { Queryable } from "./database.ts";
import { seedMenus } from "./menu-seed-data.ts";
import { notifications, templates } from "./notification-seed-data.ts";
import { type SeedUser, applications as signInApplications } from "./seed-data.ts";

/** Column lists as unnest arrays: one statement per table however long the list. */
const unnest = <T, R extends readonly unknown[]>(rows: readonly T[], pick: (row: T) => R) => {
  const columns: unknown[][] = [];
  for (const row of rows) {
    pick(row).forEach((value, index) => {
      const column = columns[index] ?? [];
      column.push(value);
      columns[index] = column;
    });
  }
  return columns;
};

/**
 * The administration's reference data, in every mode: applications with their policies, countries, user
 * types, privileges, templates with their subjects and every application's menus. Like the sign-in seed it
 * inserts what is missing and leaves what exists alone, so an administrator's edits survive a restart.
 */
export async function seedAdminReference(db: Queryable): Promise<void> {
  const base = signInApplications.length;
  for (const [index, app] of adminOnlyApplications.entries()) {
    await db.query(
      `INSERT INTO applications (name, title, version, mechanism_after_set_pass, sort)
       VALUES ($1, $2, $3, 1, $4) ON CONFLICT (name) DO NOTHING`,
      [app.name, app.title, app.version, base + index],
    );
  }
  // The policy of spec §3 for applications seeded before it existed: only where nobody has set it.
  await db.query(
    `UPDATE applications SET
       description = 'Aplicación ' || title || ' de la suite GSE',
       landing = 'https://' || name || '.example.test',
       url_app = 'https://' || name || '.example.test/app',
       url_assign_password = 'https://' || name || '.example.test/changepassword',
       type_application = name IN ('suite', 'resetotp', 'reports'),
       amount_time = CASE WHEN name = 'certificate' THEN 5 ELSE 15 END,
       is_concurrent_session = name IN ('reports', 'documents'),
       max_concurrent_tokens = CASE WHEN name IN ('reports', 'documents') THEN 3 ELSE 1 END,
       password_type_expiration = CASE WHEN name = 'payroll' THEN 4 ELSE 3 END,
       password_expiration = CASE WHEN name = 'payroll' THEN 6 WHEN name = 'resetotp' THEN -1 ELSE 90 END,
       id_state = CASE WHEN name = 'documents' THEN 0 ELSE 1 END,
       -- A minute apart in their seeded order: inserted within one statement's second or across two (a loaded
       -- machine), they tied or not, and the console's newest-first order among them changed from run to run.
       modified_on = now() - make_interval(mins => sort)
     WHERE landing = ''`,
  );
  await db.query(
    `INSERT INTO countries (name, country_code) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (country_code) DO NOTHING`,
    unnest(countries, (c) => [c.name, c.countryCode]),
  );
  await db.query(
    `INSERT INTO user_types (id, name) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT (id) DO NOTHING`,
    unnest(userTypes, (t) => [t.id, t.name]),
  );
  await db.query(
    `INSERT INTO privileges (name, description, licence, is_auditable, idstate)
     SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::boolean[], $5::int[])
     ON CONFLICT DO NOTHING`,
    unnest(privileges, (p) => [
      p.name,
      p.description,
      p.licence ?? false,
      p.isAuditable ?? false,
      p.inactive ? 1 : 0,
    ]),
  );
  const assigned = privileges.flatMap((p) => p.applications.map((app) => [p.name, app] as const));
  await db.query(
    `INSERT INTO privilege_applications (privilege_id, application_id)
     SELECT p.id, a.id FROM unnest($1::text[], $2::text[]) AS x(privilege, app)
     JOIN privileges p ON p.name = x.privilege JOIN applications a ON a.name = x.app
     ON CONFLICT DO NOTHING`,
    unnest(assigned, (row) => [row[0], row[1]]),
  );
  for (const template of templates) {
    await db.query(
      `INSERT INTO templates (title, url_image, variables) VALUES ($1, $2, $3) ON CONFLICT (title) DO NOTHING`,
      [template.title, template.urlImage, JSON.stringify(template.variables)],
    );
    await db.query(
      `INSERT INTO subjects (template_id, name) SELECT t.id, x.name FROM unnest($2::text[]) AS x(name)
       JOIN templates t ON t.title = $1 ON CONFLICT DO NOTHING`,
      [template.title, template.subjects],
    );
    await db.query(
      `INSERT INTO template_applications (template_id, application_id)
       SELECT t.id, a.id FROM templates t JOIN applications a ON a.name = ANY($2::text[]) WHERE t.title = $1
       ON CONFLICT DO NOTHING`,
      [template.title, template.applications],
    );
  }
  const apps = await db.query<{ name: string; title: string }>(
    "SELECT name, title FROM applications ORDER BY sort",
  );
  const menus = seedMenus(apps);
  await db.query(
    `INSERT INTO menus (application_id, idmenulocation, number_rows, menujson)
     SELECT a.id, x.location, x.number_rows, x.menujson::jsonb
     FROM unnest($1::text[], $2::int[], $3::int[], $4::text[]) AS x(app, location, number_rows, menujson)
     JOIN applications a ON a.name = x.app
     ON CONFLICT (application_id, idmenulocation) DO NOTHING`,
    unnest(menus, (m) => [
      m.app,
      m.location,
      numberRowsFor(m.location as 1 | 2 | 3 | 4),
      JSON.stringify(m.items),
    ]),
  );
}

/**
 * The administration's demo data (`REFERENCE_DEMO=1` only): companies, roles, the demo users' roles, companies,
 * types and states, and scheduled notifications. Roles are seeded once, while none exists.
 */
export async function seedAdminDemo(db: Queryable, demoUsers: readonly SeedUser[]): Promise<void> {
  await db.query(
    `INSERT INTO customers (name, modified_on)
     SELECT x.name, now() - make_interval(days => x.n::int) FROM unnest($1::text[]) WITH ORDINALITY AS x(name, n)
     ON CONFLICT (name) DO NOTHING`,
    [customers],
  );
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM roles",
  );
  if (count === 0) await seedRoles(db);
  const states: Record<string, number> = { "inactive.demo": 3, "blocked.demo": 6 };
  for (const user of demoUsers) {
    await db.query(
      // A cédula for those the sign-in seed gave no document, so every demo user's record passes the user form's
      // rules (spec §5) and can be saved from the console as it stands (the roles journeys edit noprivileges.demo).
      `UPDATE users SET idstate = $2, id_type_user = $3, country_id = (SELECT id FROM countries WHERE country_code = 'CO'),
         document_type = coalesce(document_type, 'CC'),
         document_number = coalesce(document_number, '9' || lpad(id::text, 9, '0'))
       WHERE lower(user_name) = lower($1) AND country_id IS NULL`,
      [user.userName, states[user.userName] ?? 2, user.document ? 4 : 2],
    );
    await db.query(
      `INSERT INTO user_customers (user_id, customer_id, principal)
       SELECT u.id, c.id, true FROM users u JOIN customers c ON c.name = $2 WHERE lower(u.user_name) = lower($1)
       ON CONFLICT DO NOTHING`,
      [user.userName, customers[0]],
    );
    await db.query(
      `INSERT INTO user_roles (user_id, role_id)
       SELECT u.id, r.id FROM users u JOIN roles r ON r.name = ANY($2::text[]) WHERE lower(u.user_name) = lower($1)
       ON CONFLICT DO NOTHING`,
      [user.userName, user.roles ?? []],
    );
  }
  const [{ count: sent } = { count: 0 }] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM notifications",
  );
  if (sent === 0) await seedNotifications(db);
}

async function seedRoles(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO roles (name, alias, description, idstate, createdon)
     SELECT x.name, x.alias, x.description, x.idstate, now() - make_interval(days => x.n::int * 3)
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS x(name, alias, description, idstate, n)`,
    unnest(roles, (r) => [r.name, r.alias, r.description, r.inactive ? 1 : 0]),
  );
  const apps = roles.flatMap((r) =>
    r.applications.map((a) => [r.name, a.name, a.isVisible ?? true] as const),
  );
  await db.query(
    `INSERT INTO role_applications (role_id, application_id, is_visible)
     SELECT r.id, a.id, x.visible FROM unnest($1::text[], $2::text[], $3::boolean[]) AS x(role, app, visible)
     JOIN roles r ON r.name = x.role JOIN applications a ON a.name = x.app`,
    unnest(apps, (row) => [row[0], row[1], row[2]]),
  );
  const granted = roles.flatMap((r) =>
    r.applications.flatMap((a) => a.privileges.map((p) => [r.name, a.name, p] as const)),
  );
  await db.query(
    `INSERT INTO role_privileges (role_id, application_id, privilege_id)
     SELECT r.id, a.id, p.id FROM unnest($1::text[], $2::text[], $3::text[]) AS x(role, app, privilege)
     JOIN roles r ON r.name = x.role JOIN applications a ON a.name = x.app JOIN privileges p ON p.name = x.privilege`,
    unnest(granted, (row) => [row[0], row[1], row[2]]),
  );
}

async function seedNotifications(db: Queryable): Promise<void> {
  for (const notification of notifications) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO notifications (reason, subject_id, template_id, variables, execution_date, idstate, createdon)
       SELECT $1, s.id, t.id, $4, (current_date + $5::int) + time '23:59', CASE WHEN $5::int < 0 THEN 1 ELSE 0 END,
         now() - make_interval(days => abs($5::int) + 2)
       FROM templates t JOIN subjects s ON s.template_id = t.id AND s.name = $3 WHERE t.title = $2
       RETURNING id`,
      [
        notification.reason,
        notification.template,
        notification.subject,
        JSON.stringify(notification.variables),
        notification.inDays,
      ],
    );
    if (!row) throw new Error(`notification "${notification.reason}": its template or subject is not seeded`);
    await db.query(
      `INSERT INTO notification_applications (notification_id, application_id)
       SELECT $1, a.id FROM applications a WHERE a.name = ANY($2::text[])`,
      [row.id, notification.applications],
    );
  }
}
