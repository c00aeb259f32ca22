import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Queryable } from "../db/database.ts";
import type { Services } from "../services.ts";

const algorithm = "HS256";
const purpose = "otp-reset";

/** The search text before the token: the page reads what follows its first 6 characters (spec §2). */
export const OTP_LINK_QUERY = "?data=";

export type OtpLinkCheck =
  | { readonly status: "valid"; readonly jti: string; readonly email: string }
  | { readonly status: "invalid" | "expired" | "used" };

/**
 * The OTP-reset confirmation links: a signed token naming the email, spent once (its id in link_tokens) and
 * living REFERENCE_RESET_LINK_SECONDS, so a copied, replayed, late or edited link is refused.
 */
export class OtpResetLinks {
  constructor(
    private readonly db: Queryable,
    private readonly secret: Uint8Array,
    /** How long a link lives (REFERENCE_RESET_LINK_SECONDS). */
    readonly seconds: number,
  ) {}

  /** `<page origin>/resetotp?data=<token>` for the user. */
  async issue(
    origin: string,
    user: { readonly id: number; readonly email: string },
    db: Queryable = this.db,
  ): Promise<string> {
    const jti = randomUUID();
    await db.query(
      "INSERT INTO link_tokens (jti, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))",
      [jti, user.id, this.seconds],
    );
    const token = await new SignJWT({ email: user.email, purpose })
      .setProtectedHeader({ alg: algorithm, typ: "JWT" })
      .setIssuedAt()
      .setJti(jti)
      .setExpirationTime(`${this.seconds}s`)
      .sign(this.secret);
    return `${origin}/resetotp${OTP_LINK_QUERY}${token}`;
  }

  /** Checks a token and, when valid, spends it in `tx` (a second use of the same link is "used"). */
  async spend(token: string, tx: Queryable): Promise<OtpLinkCheck> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { algorithms: [algorithm] }));
    } catch (error) {
      return { status: error instanceof errors.JWTExpired ? "expired" : "invalid" };
    }
    if (payload.purpose !== purpose || typeof payload.jti !== "string" || typeof payload.email !== "string") {
      return { status: "invalid" };
    }
    const spent = await tx.query(
      "UPDATE link_tokens SET used_at = now() WHERE jti = $1 AND used_at IS NULL RETURNING jti",
      [payload.jti],
    );
    if (spent.length === 0) return { status: "used" };
    return { status: "valid", jti: payload.jti, email: payload.email };
  }
}

/** The links as the server's settings make them: its JWT key, REFERENCE_RESET_LINK_SECONDS. */
export const otpResetLinks = (services: Services) =>
  new OtpResetLinks(services.db, services.settings.jwtSecret, services.settings.resetLinkSeconds);
