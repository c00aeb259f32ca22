/** How the delivery worker retries: a temporary failure for a day, a permanent one for a bounded time. */
export interface RetryPolicy {
  /** The first retry's delay; each next one doubles, up to `maxDelayMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** A message still failing temporarily (connection refused, a 4xx reply) this long after it was written is given up. */
  readonly temporaryGiveUpMs: number;
  /**
   * A message refused permanently (a 5xx reply) is retried for this long after it was written (a refusal may come
   * from settings being fixed, such as a wrong password) and then given up; 0 gives up at the first refusal.
   */
  readonly permanentGiveUpMs: number;
}

/** SMTP_URL and MAIL_FROM, read and checked. */
export interface MailSettings {
  /** `smtp://user:pass@host:587` (STARTTLS where the server offers it) or `smtps://...` (TLS from the start). */
  readonly url: string;
  /** The From of every email: `address` or `Name <address>`. */
  readonly from: string;
  readonly retry: RetryPolicy;
  /** How often the worker looks for due messages when nothing wakes it. */
  readonly pollMs: number;
}

export const defaultRetry: RetryPolicy = {
  firstDelayMs: 5_000,
  maxDelayMs: 10 * 60_000,
  temporaryGiveUpMs: 24 * 3_600_000,
  permanentGiveUpMs: 15 * 60_000,
};

/** The address inside `Name <address>`, or the whole value. */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
const emailPattern = /^[^\s@<>]+@[^\s@<>]+$/;

/** `smtp://host:port` of an SMTP URL: what logs and messages may print (never its user or password). */
export function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "(an unreadable SMTP_URL)";
  }
}

function smtpUrl(raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(
      "SMTP_URL: expected an address such as smtp://user:password@mail.example.com:587, got no URL",
    );
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") {
    throw new Error(
      `SMTP_URL: expected smtp:// (STARTTLS where offered) or smtps:// (TLS), got ${parsed.protocol}//`,
    );
  }
  if (!parsed.hostname) throw new Error("SMTP_URL: expected a host, such as smtp://mail.example.com:587");
  return raw;
}

/**
 * The From when MAIL_FROM is unset: no-reply at the host of the first public origin (its `*.` dropped), so a
 * deployment's mail comes from its own domain; `localhost` when no origin is set (demo mode).
 */
export function derivedFrom(publicOrigins: readonly string[]): string {
  const [first] = publicOrigins;
  let host = "localhost";
  try {
    if (first) host = new URL(first.replace("*.", "").replace(/:\*$/, "")).hostname || host;
  } catch {}
  return `no-reply@${host}`;
}

/**
 * The mail settings from the environment, or undefined without SMTP_URL (demo mode then only fills the outbox;
 * production refuses to start, see requireMailInProduction).
 */
export function readMailSettings(
  env: NodeJS.ProcessEnv,
  publicOrigins: readonly string[],
): MailSettings | undefined {
  if (!env.SMTP_URL) return undefined;
  const from = env.MAIL_FROM?.trim() || derivedFrom(publicOrigins);
  if (!emailPattern.test(addressOf(from))) {
    throw new Error(
      `MAIL_FROM: expected an address such as no-reply@example.com or "Portal <no-reply@example.com>", got "${from}"`,
    );
  }
  return { url: smtpUrl(env.SMTP_URL), from, retry: defaultRetry, pollMs: 30_000 };
}

/** Production delivers every activation, reset and code by email: without SMTP_URL it cannot finish a flow. */
export function requireMailInProduction(settings: {
  readonly demo: boolean;
  readonly mail: MailSettings | undefined;
}): void {
  if (!settings.demo && !settings.mail) {
    throw new Error(
      "SMTP_URL: required in production: the SMTP server the activation, reset and code emails go through, " +
        "such as smtp://user:password@mail.example.com:587 (STARTTLS where offered) or smtps://...; " +
        "MAIL_FROM sets their From (no-reply@ the first public origin's host unless set)",
    );
  }
}
