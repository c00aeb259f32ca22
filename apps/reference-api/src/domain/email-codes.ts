import { randomBytes, randomInt } from "node:crypto";
import { Limits } from "@gse/contract";
import type { Queryable } from "../db/database.ts";

/** How long a code lives: ten minutes. */
export const codeSeconds = 600;
/** Wrong tries a code survives: six digits must not be guessable by trying them all. */
export const codeTriesAllowed = 5;

export type CodePurpose = "certificate" | "otp";

/** Six-digit codes sent by email: the certificate reset's mail code and the OTP reset code. */
export class EmailCodes {
  constructor(private readonly db: Queryable) {}

  /** A new code replaces any earlier one for the same email and purpose; in `db`'s transaction when given. */
  async issue(email: string, purpose: CodePurpose, db: Queryable = this.db): Promise<string> {
    const code = String(randomInt(0, 10 ** Limits.codeLength)).padStart(Limits.codeLength, "0");
    await db.query(
      "DELETE FROM email_codes WHERE lower(email) = lower($1) AND purpose = $2 AND used_at IS NULL",
      [email, purpose],
    );
    await db.query(
      `INSERT INTO email_codes (email, purpose, code, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [email, purpose, code, codeSeconds],
    );
    return code;
  }

  /**
   * Spends the code when it is the live one and answers a one-time nonce for the call that follows; undefined
   * for a wrong, used or expired code. Each wrong try counts in the same statement, and after
   * `codeTriesAllowed` wrong tries the code is dead, the right one included: a million codes cannot be
   * guessed five at a time.
   */
  async spend(email: string, purpose: CodePurpose, code: string): Promise<string | undefined> {
    const nonce = randomBytes(24).toString("base64url");
    const rows = await this.db.query<{ nonce: string | null }>(
      `UPDATE email_codes SET
         failed_attempts = failed_attempts + CASE WHEN code = $3 THEN 0 ELSE 1 END,
         used_at = CASE WHEN code = $3 THEN now() END,
         nonce = CASE WHEN code = $3 THEN $4 END
       WHERE lower(email) = lower($1) AND purpose = $2 AND used_at IS NULL AND expires_at > now()
         AND failed_attempts < $5
       RETURNING nonce`,
      [email, purpose, code, nonce, codeTriesAllowed],
    );
    return rows[0]?.nonce ?? undefined;
  }

  /**
   * Spends the nonce of a code validated in the last ten minutes for this email: true once, so one valid code
   * allows one reset, and only by the client that validated it.
   */
  async spendNonce(email: string, purpose: CodePurpose, nonce: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE email_codes SET nonce = NULL WHERE lower(email) = lower($1) AND purpose = $2 AND nonce = $3
         AND used_at > now() - make_interval(secs => $4) RETURNING id`,
      [email, purpose, nonce, codeSeconds],
    );
    return rows.length === 1;
  }
}
