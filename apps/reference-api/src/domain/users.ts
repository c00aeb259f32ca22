import type { Queryable } from "../db/database.ts";

export interface User {
  readonly id: number;
  readonly userName: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly customerName: string;
  readonly documentType: string | null;
  readonly documentNumber: string | null;
  readonly passwordHash: string;
  readonly originalPasswordHash: string;
  readonly activated: boolean;
  readonly passwordExpired: boolean;
  readonly blocked: boolean;
  readonly assignManualPassword: boolean;
  readonly failedAttempts: number;
  readonly lockedUntil: Date | null;
  readonly apps: readonly string[];
  readonly privileges: readonly string[];
}

/**
 * The privileges a user holds: those of their active roles that are themselves active (idstate 0), in any
 * application, derived here at every read rather than copied into users.privileges when roles change. The
 * roles are edited on the roles screen and assigned on the users screen, so a copy would need every writer
 * to remember to refresh it; deriving it means the next sign-in's token, menus and 403s follow at once.
 * A user with no role at all keeps the privileges the directory seed gave them (the production
 * administrator, who exists before any role does, and the sign-in test users).
 */
const grantedPrivileges = `CASE WHEN EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = users.id)
  THEN (SELECT coalesce(jsonb_agg(DISTINCT p.name ORDER BY p.name), '[]'::jsonb)
    FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.idstate = 0
    JOIN role_privileges rp ON rp.role_id = r.id JOIN privileges p ON p.id = rp.privilege_id AND p.idstate = 0
    WHERE ur.user_id = users.id)
  ELSE privileges END`;

const columns = `id, user_name AS "userName", email, first_name AS "firstName", last_name AS "lastName",
  customer_name AS "customerName", document_type AS "documentType", document_number AS "documentNumber",
  password_hash AS "passwordHash", original_password_hash AS "originalPasswordHash", activated,
  password_expired AS "passwordExpired", blocked, assign_manual_password AS "assignManualPassword",
  failed_attempts AS "failedAttempts", locked_until AS "lockedUntil", apps, ${grantedPrivileges} AS privileges`;

/** The users table, by the questions the routes ask of it. */
export class Users {
  constructor(private readonly db: Queryable) {}

  async byId(id: number): Promise<User | undefined> {
    return (await this.db.query<User>(`SELECT ${columns} FROM users WHERE id = $1`, [id]))[0];
  }

  async byName(userName: string): Promise<User | undefined> {
    const rows = await this.db.query<User>(
      `SELECT ${columns} FROM users WHERE lower(user_name) = lower($1)`,
      [userName],
    );
    return rows[0];
  }

  async byEmail(email: string): Promise<User[]> {
    return this.db.query<User>(`SELECT ${columns} FROM users WHERE lower(email) = lower($1) ORDER BY id`, [
      email,
    ]);
  }

  async byDocument(documentType: string, documentNumber: string): Promise<User | undefined> {
    const rows = await this.db.query<User>(
      `SELECT ${columns} FROM users WHERE upper(document_type) = upper($1) AND document_number = $2`,
      [documentType, documentNumber],
    );
    return rows[0];
  }

  async byDocumentNumber(documentNumber: string): Promise<User[]> {
    return this.db.query<User>(`SELECT ${columns} FROM users WHERE document_number = $1 ORDER BY id`, [
      documentNumber,
    ]);
  }

  /**
   * A new password ends an expiry and clears a temporary lock. Only an emailed link (activation or reset)
   * activates the account: whoever merely knows the password (change-password) must not.
   */
  async setPasswordHash(id: number, passwordHash: string, options: { activate: boolean }): Promise<void> {
    await this.db.query(
      `UPDATE users SET password_hash = $2, activated = activated OR $3, password_expired = false,
         failed_attempts = 0, locked_until = NULL WHERE id = $1`,
      [id, passwordHash, options.activate],
    );
  }

  /** A stronger hash of the same password (the parameters were raised since it was made). */
  async upgradePasswordHash(id: number, previousHash: string, passwordHash: string): Promise<void> {
    await this.db.query("UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2", [
      id,
      previousHash,
      passwordHash,
    ]);
  }

  /** The certificate reset: back to the password first assigned to the certificate. */
  async restoreOriginalPassword(id: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE users SET password_hash = original_password_hash, password_expired = false, failed_attempts = 0,
         locked_until = NULL WHERE id = $1`,
      [id],
    );
  }

  /**
   * Counts one wrong password in a single statement, so parallel requests (or several API instances) cannot
   * all read "0 failures": a lock that ran out starts the count again, and the third failure sets the lock.
   * Answers undefined when the account is blocked or already locked (another request locked it first).
   */
  async countFailure(
    id: number,
    attemptsBeforeLock: number,
    lockSeconds: number,
  ): Promise<{ failedAttempts: number; lockedUntil: Date | null } | undefined> {
    const rows = await this.db.query<{ failedAttempts: number; lockedUntil: Date | null }>(
      `UPDATE users SET
         failed_attempts = CASE WHEN locked_until IS NULL THEN failed_attempts + 1 ELSE 1 END,
         locked_until = CASE
           WHEN (CASE WHEN locked_until IS NULL THEN failed_attempts + 1 ELSE 1 END) >= $2
           THEN now() + make_interval(secs => $3) END
       WHERE id = $1 AND NOT blocked AND (locked_until IS NULL OR locked_until <= now())
       RETURNING failed_attempts AS "failedAttempts", locked_until AS "lockedUntil"`,
      [id, attemptsBeforeLock, lockSeconds],
    );
    return rows[0];
  }

  /**
   * Clears the count after a right password, in the same statement that checks the account is still open:
   * false when a parallel wrong password locked it (or it was blocked) meanwhile.
   */
  async clearFailuresIfOpen(id: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE users SET failed_attempts = 0, locked_until = NULL
       WHERE id = $1 AND NOT blocked AND (locked_until IS NULL OR locked_until <= now()) RETURNING id`,
      [id],
    );
    return rows.length === 1;
  }
}

/** `d***@example.test`: enough for the user to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(3, local.length - 1))}@${domain}`;
}
