import type { Database } from "./database.ts";

/**
 * The schema, as numbered steps. A step never changes once released: a change is a new step. Each runs once,
 * recorded in schema_migrations, so starting the API on an existing database is safe.
 */
const steps: readonly { readonly id: string; readonly sql: string }[] = [
  {
    id: "001-sign-in",
    sql: `
      CREATE TABLE applications (
        name text PRIMARY KEY,
        title text NOT NULL,
        version text NOT NULL,
        landing_path text NOT NULL DEFAULT '/users',
        mechanism_after_set_pass integer NOT NULL DEFAULT 2,
        single_session boolean NOT NULL DEFAULT true,
        is_maintenance boolean NOT NULL DEFAULT false,
        maintenance_message text,
        is_free_trial boolean NOT NULL DEFAULT false,
        url_free_trial text,
        code_free_trial text,
        sort integer NOT NULL DEFAULT 0
      );
      CREATE TABLE app_parameters (
        app text NOT NULL REFERENCES applications(name),
        parameter_code text NOT NULL,
        parameter_type text NOT NULL,
        value_type text NOT NULL,
        value text NOT NULL,
        PRIMARY KEY (app, parameter_code)
      );
      CREATE TABLE document_types (
        id text PRIMARY KEY,
        description text NOT NULL,
        country text NOT NULL,
        allowed boolean NOT NULL DEFAULT true,
        sort integer NOT NULL DEFAULT 0
      );
      CREATE TABLE users (
        id serial PRIMARY KEY,
        user_name text NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        customer_name text NOT NULL,
        document_type text,
        document_number text,
        password_hash text NOT NULL,
        original_password_hash text NOT NULL,
        activated boolean NOT NULL DEFAULT true,
        password_expired boolean NOT NULL DEFAULT false,
        blocked boolean NOT NULL DEFAULT false,
        assign_manual_password boolean NOT NULL DEFAULT false,
        failed_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        apps jsonb NOT NULL DEFAULT '[]',
        privileges jsonb NOT NULL DEFAULT '[]'
      );
      CREATE UNIQUE INDEX users_user_name ON users (lower(user_name));
      CREATE INDEX users_email ON users (lower(email));
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id),
        app text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        superseded_at timestamptz
      );
      CREATE TABLE refresh_tokens (
        hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id),
        app text NOT NULL,
        session_id text NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE TABLE link_tokens (
        jti text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE email_codes (
        id serial PRIMARY KEY,
        email text NOT NULL,
        purpose text NOT NULL,
        code text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE oidc_codes (
        code text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id),
        app text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE outbox (
        id serial PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        links jsonb NOT NULL DEFAULT '[]',
        sent_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // Issue 19: a code dies after five wrong tries; a valid code yields the nonce the reset call must carry.
    id: "002-email-code-tries",
    sql: `
      ALTER TABLE email_codes ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
      ALTER TABLE email_codes ADD COLUMN nonce text;
    `,
  },
  {
    // Issue 19: calls per window per IP and per account (throttle.ts), shared by every instance.
    id: "003-request-throttle",
    sql: `
      CREATE TABLE request_throttle (
        key text PRIMARY KEY,
        window_started timestamptz NOT NULL,
        hits integer NOT NULL
      );
    `,
  },
  {
    // Issue 19: an OIDC code keeps the PKCE challenge of the client that asked for it.
    id: "004-oidc-code-challenge",
    sql: `
      ALTER TABLE oidc_codes ADD COLUMN code_challenge text;
    `,
  },
];

export async function migrate(db: Database): Promise<void> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const done = new Set(
    (await db.query<{ id: string }>("SELECT id FROM schema_migrations")).map((row) => row.id),
  );
  for (const step of steps) {
    if (done.has(step.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of step.sql
        .split(";")
        .map((s) => s.trim())
        .filter(Boolean)) {
        await tx.query(statement);
      }
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [step.id]);
    });
  }
}
