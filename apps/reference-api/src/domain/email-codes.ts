import { randomInt } from "node:crypto";
import { Limits } from "@gse/contract";
import type { Queryable } from "../db/database.ts";

const codeSeconds = 600;

export type CodePurpose = "certificate" | "otp";

/** Six-digit codes sent by email: the certificate reset's mail code and the OTP reset code. */
export class EmailCodes {
  constructor(private readonly db: Queryable) {}

  /** A new code replaces any earlier one for the same email and purpose. */
  async issue(email: string, purpose: CodePurpose): Promise<string> {
    const code = String(randomInt(0, 10 ** Limits.codeLength)).padStart(Limits.codeLength, "0");
    await this.db.query(
      "DELETE FROM email_codes WHERE lower(email) = lower($1) AND purpose = $2 AND used_at IS NULL",
      [email, purpose],
    );
    await this.db.query(
      `INSERT INTO email_codes (email, purpose, code, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [email, purpose, code, codeSeconds],
    );
    return code;
  }

  /** Spends the code when it is the live one; false for a wrong, used or expired code. */
  async spend(email: string, purpose: CodePurpose, code: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE email_codes SET used_at = now() WHERE lower(email) = lower($1) AND purpose = $2 AND code = $3
         AND used_at IS NULL AND expires_at > now() RETURNING id`,
      [email, purpose, code],
    );
    return rows.length === 1;
  }

  /** Whether a code for this email was spent in the last ten minutes (the certificate reset needs one). */
  async recentlyVerified(email: string, purpose: CodePurpose): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT id FROM email_codes WHERE lower(email) = lower($1) AND purpose = $2
         AND used_at > now() - make_interval(secs => $3)`,
      [email, purpose, codeSeconds],
    );
    return rows.length > 0;
  }

  /** Forgets the codes of an email once they served their purpose, so one code allows one reset. */
  async forget(email: string, purpose: CodePurpose): Promise<void> {
    await this.db.query("DELETE FROM email_codes WHERE lower(email) = lower($1) AND purpose = $2", [
      email,
      purpose,
    ]);
  }
}
