import { createHash, randomBytes, randomUUID } from "node:crypto";
import { TimeUnit } from "@gse/contract";
import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { Queryable } from "../db/database.ts";
import type { User } from "./users.ts";

const algorithm = "HS256";
const refreshSeconds = 7 * 24 * 3600;

export interface AccessClaims extends JWTPayload {
  readonly userId: string;
  readonly unique_name: string;
  readonly sid: string;
  readonly app: string;
}

export interface LinkClaims extends JWTPayload {
  readonly email: string;
  readonly unique_name: string;
  readonly purpose: "link";
}

export type Verified<T> =
  | { readonly status: "valid"; readonly claims: T }
  | { readonly status: "expired"; readonly claims: T }
  | { readonly status: "invalid" };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Seconds in each token time unit (spec §3: 1 minutes, 2 hours, 3 days). */
const UNIT_SECONDS: Readonly<Record<number, number>> = {
  [TimeUnit.minutes]: 60,
  [TimeUnit.hours]: 3_600,
  [TimeUnit.days]: 86_400,
};

/** Signs and checks the JWTs (session and emailed-link tokens) and keeps the refresh tokens. */
/** How long after a set-password its link stands in for the captcha of that user's sign-ins. */
export const SIGN_IN_GRANT_MINUTES = 10;

export class Tokens {
  constructor(
    private readonly db: Queryable,
    private readonly secret: Uint8Array,
    private readonly accessSeconds: number,
    private readonly linkSeconds: number,
  ) {}

  /**
   * How long `app`'s session tokens live: its token amount in its unit as the console saves them
   * (administration spec §3); REFERENCE_ACCESS_TOKEN_SECONDS for an unknown application or an amount of -1,
   * since a session token that never expires is not one this server signs.
   */
  async accessLifetime(app: string): Promise<number> {
    const [row] = await this.db.query<{ amount: number; unit: number }>(
      "SELECT amount_time AS amount, time_unit AS unit FROM applications WHERE name = $1",
      [app],
    );
    const unitSeconds = row ? UNIT_SECONDS[row.unit] : undefined;
    return row && unitSeconds && row.amount > 0 ? row.amount * unitSeconds : this.accessSeconds;
  }

  /** The session JWT with the claims of spec §3, living as long as the application's token amount says. */
  async signAccess(user: User, app: string, sessionId: string): Promise<string> {
    const lifetime = await this.accessLifetime(app);
    return new SignJWT({
      userId: String(user.id),
      nameid: user.userName,
      unique_name: user.userName,
      name: user.firstName.toLowerCase(),
      given_name: user.firstName,
      family_name: user.lastName,
      surname: user.lastName,
      customerName: user.customerName,
      privileges: [...user.privileges],
      APPS: [...user.apps],
      sid: sessionId,
      app,
    })
      .setProtectedHeader({ alg: algorithm, typ: "JWT" })
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${lifetime}s`)
      .sign(this.secret);
  }

  /**
   * An emailed link's token: its middle section carries the email (spec §2); it is spent on use. Activation
   * links live REFERENCE_LINK_SECONDS; reset links `seconds` (an hour by default).
   */
  async signLink(user: User, seconds = this.linkSeconds, db: Queryable = this.db): Promise<string> {
    const jti = randomUUID();
    await db.query(
      `INSERT INTO link_tokens (jti, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [jti, user.id, seconds],
    );
    return new SignJWT({ email: user.email, unique_name: user.userName, purpose: "link" })
      .setProtectedHeader({ alg: algorithm, typ: "JWT" })
      .setIssuedAt()
      .setJti(jti)
      .setExpirationTime(`${seconds}s`)
      .sign(this.secret);
  }

  verifyAccess(token: string): Promise<Verified<AccessClaims>> {
    return this.verify(token, (claims): claims is AccessClaims => typeof claims.sid === "string");
  }

  /** A link token that was already used counts as expired: the link is no longer valid. */
  async verifyLink(token: string): Promise<Verified<LinkClaims>> {
    const verified = await this.verify(token, (claims): claims is LinkClaims => claims.purpose === "link");
    if (verified.status !== "valid") return verified;
    const rows = await this.db.query<{ used: boolean }>(
      "SELECT used_at IS NOT NULL AS used FROM link_tokens WHERE jti = $1",
      [verified.claims.jti],
    );
    if (!rows[0]) return { status: "invalid" };
    return rows[0].used ? { status: "expired", claims: verified.claims } : verified;
  }

  /**
   * A set-password link `userName` spent in the last `SIGN_IN_GRANT_MINUTES`: proof that the user holds the
   * account's email, accepted in place of a captcha on that user's sign-ins right after setting the password
   * (the automatic sign-in and the app picker's), whose page has no captcha to show. The password is still
   * checked: this stands for the robot check only.
   */
  async isSignInGrant(token: string | undefined, userName: string | undefined): Promise<boolean> {
    if (!token || !userName) return false;
    const verified = await this.verify(token, (claims): claims is LinkClaims => claims.purpose === "link");
    if (verified.status === "invalid") return false;
    if (String(verified.claims.unique_name ?? "").toLowerCase() !== userName.trim().toLowerCase())
      return false;
    const rows = await this.db.query(
      `SELECT 1 FROM link_tokens WHERE jti = $1 AND used_at > now() - make_interval(mins => $2)`,
      [verified.claims.jti, SIGN_IN_GRANT_MINUTES],
    );
    return rows.length === 1;
  }

  /** Marks a link token used; false when another request spent it first. */
  async spendLink(jti: string | undefined, tx: Queryable = this.db): Promise<boolean> {
    const rows = await tx.query(
      "UPDATE link_tokens SET used_at = now() WHERE jti = $1 AND used_at IS NULL RETURNING jti",
      [jti],
    );
    return rows.length === 1;
  }

  private async verify<T extends JWTPayload>(
    token: string,
    isKind: (claims: JWTPayload) => claims is T,
  ): Promise<Verified<T>> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: [algorithm] });
      return isKind(payload) ? { status: "valid", claims: payload } : { status: "invalid" };
    } catch (error) {
      if (error instanceof errors.JWTExpired && isKind(error.payload)) {
        return { status: "expired", claims: error.payload };
      }
      return { status: "invalid" };
    }
  }

  /** A new opaque refresh token for a session; only its hash is stored. */
  async issueRefresh(user: User, app: string, sessionId: string, tx: Queryable = this.db): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await tx.query(
      `INSERT INTO refresh_tokens (hash, user_id, app, session_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [sha256(token), user.id, app, sessionId, refreshSeconds],
    );
    return token;
  }

  /**
   * Spends a refresh token for a new one (rotation). The UPDATE is the race guard: of two refreshes with one
   * token, one wins. A token spent twice means it leaked, so its whole session is revoked.
   */
  async rotateRefresh(
    token: string,
    tx: Queryable = this.db,
  ): Promise<
    | {
        readonly status: "rotated";
        readonly userId: number;
        readonly app: string;
        readonly sessionId: string;
      }
    | { readonly status: "revoked" | "unknown" | "expired" }
  > {
    const hash = sha256(token);
    const rows = await tx.query<{ userId: number; app: string; sessionId: string; expired: boolean }>(
      `UPDATE refresh_tokens SET revoked_at = now() WHERE hash = $1 AND revoked_at IS NULL
       RETURNING user_id AS "userId", app, session_id AS "sessionId", expires_at <= now() AS expired`,
      [hash],
    );
    const row = rows[0];
    if (row) return row.expired ? { status: "expired" } : { status: "rotated", ...row };
    const spent = await tx.query<{ sessionId: string }>(
      `SELECT session_id AS "sessionId" FROM refresh_tokens WHERE hash = $1`,
      [hash],
    );
    if (!spent[0]) return { status: "unknown" };
    await this.revokeSession(spent[0].sessionId, tx);
    return { status: "revoked" };
  }

  /** The session a user's refresh token belongs to (spent or not), or undefined when it is not theirs. */
  async sessionOfRefresh(token: string, userId: number): Promise<string | undefined> {
    const rows = await this.db.query<{ sessionId: string }>(
      `SELECT session_id AS "sessionId" FROM refresh_tokens WHERE hash = $1 AND user_id = $2`,
      [sha256(token), userId],
    );
    return rows[0]?.sessionId;
  }

  /** Revokes every refresh token of a user and voids their unused emailed links (a new password). */
  async revokeEverythingOf(userId: number): Promise<void> {
    await this.db.query(
      "UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL",
      [userId],
    );
    await this.db.query("UPDATE link_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL", [
      userId,
    ]);
  }

  async revokeSession(sessionId: string, tx: Queryable = this.db): Promise<void> {
    await tx.query(
      "UPDATE refresh_tokens SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL",
      [sessionId],
    );
  }
}
