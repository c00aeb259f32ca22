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

const columns = `id, user_name AS "userName", email, first_name AS "firstName", last_name AS "lastName",
  customer_name AS "customerName", document_type AS "documentType", document_number AS "documentNumber",
  password_hash AS "passwordHash", original_password_hash AS "originalPasswordHash", activated,
  password_expired AS "passwordExpired", blocked, assign_manual_password AS "assignManualPassword",
  failed_attempts AS "failedAttempts", locked_until AS "lockedUntil", apps, privileges`;

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

  /** A new password also activates the account, ends an expiry and clears a temporary lock. */
  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.query(
      `UPDATE users SET password_hash = $2, activated = true, password_expired = false, failed_attempts = 0,
         locked_until = NULL WHERE id = $1`,
      [id, passwordHash],
    );
  }

  /** The certificate reset: back to the password first assigned to the certificate. */
  async restoreOriginalPassword(id: number): Promise<void> {
    await this.db.query(
      `UPDATE users SET password_hash = original_password_hash, password_expired = false, failed_attempts = 0,
         locked_until = NULL WHERE id = $1`,
      [id],
    );
  }

  async recordFailure(id: number, attempts: number, lockedUntil: Date | null): Promise<void> {
    await this.db.query("UPDATE users SET failed_attempts = $2, locked_until = $3 WHERE id = $1", [
      id,
      attempts,
      lockedUntil,
    ]);
  }

  async clearFailures(id: number): Promise<void> {
    await this.db.query("UPDATE users SET failed_attempts = 0, locked_until = NULL WHERE id = $1", [id]);
  }
}

/** `d***@example.test`: enough for the user to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(3, local.length - 1))}@${domain}`;
}
