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
  // The administration data model. Its ids start with "admin-" so they never clash with the
  // security migrations appended beside them.
  {
    id: "admin-001-data-model",
    sql: `
      ALTER TABLE applications ADD COLUMN id serial UNIQUE;
      ALTER TABLE applications
        ADD COLUMN description text NOT NULL DEFAULT '',
        ADD COLUMN is_visible boolean NOT NULL DEFAULT true,
        ADD COLUMN id_state integer NOT NULL DEFAULT 1,
        ADD COLUMN modified_on timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN url_assign_password text NOT NULL DEFAULT '',
        ADD COLUMN landing text NOT NULL DEFAULT '',
        ADD COLUMN url_app text NOT NULL DEFAULT '',
        ADD COLUMN type_application boolean NOT NULL DEFAULT false,
        ADD COLUMN amount_time integer NOT NULL DEFAULT 15,
        ADD COLUMN time_unit integer NOT NULL DEFAULT 1,
        ADD COLUMN refresh_token_expiration_amount_time integer NOT NULL DEFAULT 7,
        ADD COLUMN refresh_token_expiration_time_unit integer NOT NULL DEFAULT 3,
        ADD COLUMN user_activate_token_time integer NOT NULL DEFAULT 24,
        ADD COLUMN user_activate_token_time_unit integer NOT NULL DEFAULT 2,
        ADD COLUMN assign_password_token_time integer NOT NULL DEFAULT 1,
        ADD COLUMN assign_password_token_time_unit integer NOT NULL DEFAULT 3,
        ADD COLUMN max_refresh_tokens integer NOT NULL DEFAULT -1,
        ADD COLUMN max_refresh_tokens_by_user integer NOT NULL DEFAULT 0,
        ADD COLUMN max_concurrent_tokens integer NOT NULL DEFAULT 1,
        ADD COLUMN max_concurrent_tokens_by_user integer NOT NULL DEFAULT -1,
        ADD COLUMN is_concurrent_session boolean NOT NULL DEFAULT false,
        ADD COLUMN number_password_changes integer NOT NULL DEFAULT 3,
        ADD COLUMN password_expiration bigint NOT NULL DEFAULT 90,
        ADD COLUMN password_type_expiration integer NOT NULL DEFAULT 3;
      CREATE TABLE countries (
        id serial PRIMARY KEY,
        name text NOT NULL,
        country_code text NOT NULL UNIQUE
      );
      CREATE TABLE user_types (id integer PRIMARY KEY, name text NOT NULL);
      CREATE TABLE customers (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        modified_on timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE privileges (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        idstate integer NOT NULL DEFAULT 0,
        licence boolean NOT NULL DEFAULT false,
        is_auditable boolean NOT NULL DEFAULT false,
        createdon timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX privileges_name ON privileges (lower(name));
      CREATE TABLE privilege_applications (
        privilege_id integer NOT NULL REFERENCES privileges(id),
        application_id integer NOT NULL REFERENCES applications(id),
        PRIMARY KEY (privilege_id, application_id)
      );
      CREATE TABLE roles (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        alias text NOT NULL DEFAULT '',
        idstate integer NOT NULL DEFAULT 0,
        createdon timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX roles_name ON roles (lower(name));
      CREATE TABLE role_applications (
        role_id integer NOT NULL REFERENCES roles(id),
        application_id integer NOT NULL REFERENCES applications(id),
        is_visible boolean NOT NULL DEFAULT true,
        PRIMARY KEY (role_id, application_id)
      );
      CREATE TABLE role_privileges (
        role_id integer NOT NULL REFERENCES roles(id),
        application_id integer NOT NULL REFERENCES applications(id),
        privilege_id integer NOT NULL REFERENCES privileges(id),
        PRIMARY KEY (role_id, application_id, privilege_id)
      );
      ALTER TABLE users
        ADD COLUMN id_type_user integer NOT NULL DEFAULT 2,
        ADD COLUMN idstate integer NOT NULL DEFAULT 2,
        ADD COLUMN phone_number text NOT NULL DEFAULT '0',
        ADD COLUMN country_id integer REFERENCES countries(id),
        ADD COLUMN modified_on timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN deleted_at timestamptz;
      CREATE TABLE user_customers (
        user_id integer NOT NULL REFERENCES users(id),
        customer_id integer NOT NULL REFERENCES customers(id),
        principal boolean NOT NULL DEFAULT false,
        PRIMARY KEY (user_id, customer_id)
      );
      CREATE UNIQUE INDEX user_customers_one_principal ON user_customers (user_id) WHERE principal;
      CREATE TABLE user_roles (
        user_id integer NOT NULL REFERENCES users(id),
        role_id integer NOT NULL REFERENCES roles(id),
        PRIMARY KEY (user_id, role_id)
      );
      CREATE TABLE menus (
        id serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES applications(id),
        idmenulocation integer NOT NULL CHECK (idmenulocation BETWEEN 1 AND 4),
        number_rows integer NOT NULL DEFAULT 0,
        menujson jsonb NOT NULL DEFAULT '[]',
        modified_on timestamptz NOT NULL DEFAULT now(),
        UNIQUE (application_id, idmenulocation)
      );
      CREATE TABLE templates (
        id serial PRIMARY KEY,
        title text NOT NULL UNIQUE,
        url_image text NOT NULL DEFAULT '',
        variables text NOT NULL DEFAULT '[]'
      );
      CREATE TABLE template_applications (
        template_id integer NOT NULL REFERENCES templates(id),
        application_id integer NOT NULL REFERENCES applications(id),
        PRIMARY KEY (template_id, application_id)
      );
      CREATE TABLE subjects (
        id serial PRIMARY KEY,
        template_id integer NOT NULL REFERENCES templates(id),
        name text NOT NULL,
        UNIQUE (template_id, name)
      );
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        reason text NOT NULL,
        subject_id integer NOT NULL REFERENCES subjects(id),
        template_id integer NOT NULL REFERENCES templates(id),
        variables text NOT NULL DEFAULT '{}',
        execution_date timestamptz NOT NULL,
        idstate integer NOT NULL DEFAULT 0,
        createdon timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE notification_applications (
        notification_id integer NOT NULL REFERENCES notifications(id),
        application_id integer NOT NULL REFERENCES applications(id),
        PRIMARY KEY (notification_id, application_id)
      )
    `,
  },
  {
    // A code dies after five wrong tries, so it cannot be guessed; a valid code yields the nonce the reset
    // call must carry.
    id: "002-email-code-tries",
    sql: `
      ALTER TABLE email_codes ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
      ALTER TABLE email_codes ADD COLUMN nonce text;
    `,
  },
  {
    // Calls per window per IP and per account (throttle.ts), in the database so every instance counts them.
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
    // An OIDC code keeps the PKCE challenge of the client that asked for it: no other client can spend it.
    id: "004-oidc-code-challenge",
    sql: `
      ALTER TABLE oidc_codes ADD COLUMN code_challenge text;
    `,
  },
  {
    // The menu editors' uploaded logos and icons, served from our own origin by content hash.
    id: "menus-001-uploaded-images",
    sql: `
      CREATE TABLE menu_images (
        file text PRIMARY KEY,
        application_name text NOT NULL,
        png_base64 text NOT NULL,
        created_on timestamptz NOT NULL DEFAULT now()
      );
      `,
  },
  {
    // The hub's state, in the database so that every API instance sees it. A page may negotiate on one
    // instance, open its WebSocket on another and validate its session on a third; a sign-in on any of them
    // finds the connections of the sessions it ends here, and tells their instances with NOTIFY.
    id: "005-hub-connections",
    sql: `
      CREATE TABLE hub_connections (
        connection_id text PRIMARY KEY,
        token_hash text UNIQUE,
        token_expires timestamptz,
        is_open boolean NOT NULL DEFAULT false,
        session_id text
      );
      CREATE INDEX hub_connections_session ON hub_connections (session_id);
    `,
  },
  {
    // The outbox becomes a transactional outbox: a message is written with the state it carries, rendered (subject,
    // text, HTML in its brand and language), and each instance's delivery worker sends it over SMTP, recording its
    // attempts, last error and delivery. Rows written before delivery existed are not sent (their links are stale).
    id: "006-mail-delivery",
    sql: `
      ALTER TABLE outbox RENAME COLUMN sent_at TO queued_at;
      ALTER TABLE outbox
        ADD COLUMN html text NOT NULL DEFAULT '',
        ADD COLUMN brand text NOT NULL DEFAULT 'suite',
        ADD COLUMN language text NOT NULL DEFAULT 'es',
        ADD COLUMN message_id text,
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN last_error text,
        ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN delivered_at timestamptz,
        ADD COLUMN failed_at timestamptz;
      UPDATE outbox SET failed_at = now(), last_error = 'written before SMTP delivery existed: not sent';
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
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

/** The steps of this version not recorded as applied on `db` (none once the start's migrate has run). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  );
  if (!table?.name) return steps.map((step) => step.id);
  const done = new Set(
    (await db.query<{ id: string }>("SELECT id FROM schema_migrations")).map((row) => row.id),
  );
  return steps.filter((step) => !done.has(step.id)).map((step) => step.id);
}
