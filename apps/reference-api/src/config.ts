import { randomBytes } from "node:crypto";
import { brandStoreDir } from "@gse/brand-kit/store";
import { type CaptchaProviderName, captchaProviderNames } from "@gse/contract";
import { type MailSettings, readMailSettings } from "./mail/mail-settings.ts";
import { type LogLevel, logLevelFrom } from "./ops/logger.ts";
import { parseTrustedProxies } from "./ops/trusted-proxies.ts";
import { owaspScryptCost } from "./passwords.ts";

/**
 * Everything the reference API reads from the environment, with the defaults a fresh clone runs on.
 * Tests pass overrides instead of touching process.env.
 */
export interface Settings {
  /** "memory" for an in-memory PGlite, a folder for an embedded PGlite, or a postgres:// URL. */
  readonly database: string;
  /** Seconds of the temporary lock after three wrong passwords (R13). */
  readonly lockSeconds: number;
  /** Applications whose maintenance window is switched on regardless of the seed. */
  readonly maintenance: readonly string[];
  readonly supportContact: string;
  /**
   * The fixed-key password cipher of spec §9. It is a compatibility feature of the backend contract, not a
   * security control: anyone can read the key from /portal.config.json. TLS protects passwords in transit.
   */
  readonly cipher: { readonly key: string; readonly iv: string };
  readonly headers: { readonly application: string; readonly tenant: string };
  readonly captchaSiteKey: string;
  /** Who 'Ingresar con' names (REFERENCE_FEDERATED_NAME, REFERENCE_FEDERATED_LOGO: a path on the portal's origin). */
  readonly federatedProvider: { readonly name: string; readonly logo?: string };
  /**
   * Whose captcha the portal draws and this API verifies (REFERENCE_CAPTCHA_PROVIDER): `test`, the API's own test
   * provider (tokens it signs; for development and tests), or recaptcha-v2, hcaptcha, turnstile with
   * REFERENCE_CAPTCHA_SITE_KEY and REFERENCE_CAPTCHA_SECRET.
   */
  readonly captchaProvider: CaptchaProviderName;
  /** The provider's secret for its siteverify call (REFERENCE_CAPTCHA_SECRET). */
  readonly captchaSecret: string | undefined;
  /** Another siteverify address than the provider's (REFERENCE_CAPTCHA_VERIFY_URL): a proxy, or a test stand-in. */
  readonly captchaVerifyUrl: string | undefined;
  /** Idle seconds before the portal's signed-in area closes the session (REFERENCE_INACTIVITY_SECONDS). */
  readonly inactivitySeconds: number;
  readonly redirectAllowlist: readonly string[];
  /** HMAC key of the JWTs; random per start unless set, so restarting the API signs everyone out. */
  readonly jwtSecret: Uint8Array;
  readonly accessTokenSeconds: number;
  /** Lifetime of activation links (REFERENCE_LINK_SECONDS). */
  readonly linkSeconds: number;
  /** Lifetime of reset and expired-password links: an hour (REFERENCE_RESET_LINK_SECONDS). */
  readonly resetLinkSeconds: number;
  /** scrypt's cost as log2 N (REFERENCE_SCRYPT_COST); OWASP's 17 unless a test needs many fast hashes. */
  readonly scryptCost: number;
  /**
   * The origins the portal is served from (REFERENCE_PUBLIC_ORIGINS, `https://portal.example.com` or
   * `https://*.portal.example.com` for the brands' subdomains): emailed links and urlApp use them, and a
   * request whose Host is on none is refused. Demo mode accepts loopback hosts on any port unless set.
   */
  readonly publicOrigins: readonly string[];
  /** Calls per minute per IP and per account on login, reset, code and email-sending calls (429 above). */
  /** Open hub WebSockets one client address may hold (REFERENCE_HUB_CONNECTIONS_PER_IP). */
  readonly hubConnectionsPerIp: number;
  readonly throttle: { readonly perIp: number; readonly perAccount: number; readonly windowSeconds: number };
  /**
   * `REFERENCE_DEMO=1`: the development helpers (outbox, local OIDC page, maintenance switch) and the demo users
   * with their published password. Off in production; allowed only on a loopback address.
   */
  readonly demo: boolean;
  /** A first administrator for a production start (no demo users there): `REFERENCE_ADMIN_USER` and friends. */
  readonly admin: AdminBootstrap | undefined;
  /** `REFERENCE_SEED_USERS`: how many generated users the demo directory holds (demo mode only). */
  readonly seedUsers: number;
  /**
   * `REFERENCE_TIME_ZONE` (IANA name, America/Bogota by default): scheduled notifications are sent at 23:59 of
   * their date in this zone, and "today" for the notification rules is this zone's date.
   */
  readonly timeZone: string;
  /** The brand store the portal's pages take their brands from (BRAND_STORE; docs/brand-store.md). */
  readonly brandStore: string;
  /**
   * SMTP_URL and MAIL_FROM (mail/mail-settings.ts): with them every mode delivers the outbox over SMTP; without,
   * demo mode only fills the outbox and production refuses to start.
   */
  readonly mail: MailSettings | undefined;
  /**
   * `REFERENCE_TRUSTED_PROXIES`: the proxies' addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`). A request from
   * one of them is from the right-most X-Forwarded-For address that is not one of them (the throttle and the
   * hub's per-address limit count that); without any, the header is ignored.
   */
  readonly trustedProxies: readonly string[];
  /** `REFERENCE_METRICS_PORT`: Prometheus text on GET /metrics there, never on the public port; unset: none. */
  readonly metricsPort: number | undefined;
  /** `REFERENCE_METRICS_HOST`: the metrics port's address, 127.0.0.1 unless set. */
  readonly metricsHost: string;
  /** `REFERENCE_SHUTDOWN_SECONDS`: how long a SIGTERM waits for requests in flight before cutting them. */
  readonly shutdownSeconds: number;
  /** `REFERENCE_LOG_LEVEL`: the least severe level logged (trace, debug, info, warn, error, fatal, silent). */
  readonly logLevel: LogLevel;
}

export interface AdminBootstrap {
  readonly userName: string;
  readonly password: string;
  readonly email: string;
}

export type SettingsOverrides = Partial<Settings>;

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function seconds(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name}: expected a whole number of seconds greater than 0, got "${raw}"`);
  }
  return value;
}

function whole(name: string, fallback: number, min: number, max: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Loopback hosts on any port: what `pnpm dev`, the end-to-end tests and the bench open. */
export const loopbackOrigins = ["http://localhost:*", "http://*.localhost:*", "http://127.0.0.1:*"];

function flag(name: string, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "" || raw === "0") return false;
  if (raw === "1") return true;
  throw new Error(`${name}: expected 1 (on) or 0 (off), got "${raw}"`);
}

function adminBootstrap(env: NodeJS.ProcessEnv): AdminBootstrap | undefined {
  const { REFERENCE_ADMIN_USER: userName, REFERENCE_ADMIN_PASSWORD: password } = env;
  if (!userName && !password) return undefined;
  if (!userName || !password) {
    throw new Error("REFERENCE_ADMIN_USER and REFERENCE_ADMIN_PASSWORD: set both, or neither");
  }
  return { userName, password, email: env.REFERENCE_ADMIN_EMAIL || `${userName}@localhost` };
}

function timeZone(env: NodeJS.ProcessEnv): string {
  const zone = env.REFERENCE_TIME_ZONE || "America/Bogota";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    throw new Error(`REFERENCE_TIME_ZONE: expected an IANA time zone such as America/Bogota, got "${zone}"`);
  }
  return zone;
}

function captchaProvider(env: NodeJS.ProcessEnv): CaptchaProviderName {
  const value = env.REFERENCE_CAPTCHA_PROVIDER || "test";
  if (value !== "test" && !env.REFERENCE_CAPTCHA_SECRET) {
    throw new Error(
      `REFERENCE_CAPTCHA_SECRET: required with REFERENCE_CAPTCHA_PROVIDER=${value} (the provider's secret key, for its siteverify call)`,
    );
  }
  if ((captchaProviderNames as readonly string[]).includes(value)) return value as CaptchaProviderName;
  throw new Error(
    `REFERENCE_CAPTCHA_PROVIDER: expected one of ${captchaProviderNames.join(", ")}, got ${JSON.stringify(value)}`,
  );
}

function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = list(env.REFERENCE_TRUSTED_PROXIES);
  parseTrustedProxies(entries);
  return entries;
}

/** Loopback addresses only: the demo's helpers hand out reset links and sign anyone in. */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

// Demo and production keep separate embedded databases, so a production start never inherits the demo users.
const defaultDataDir = (demo: boolean) =>
  new URL(demo ? "../.data" : "../.data-production", import.meta.url).pathname;

/**
 * Who 'Ingresar con' names (REFERENCE_FEDERATED_NAME, REFERENCE_FEDERATED_LOGO), as the runtime config serves it:
 * also what publishing draws the federated families' login with (apps/portal/login-renderer.ts).
 */
export function federatedProviderSetting(env: NodeJS.ProcessEnv): Settings["federatedProvider"] {
  return {
    name: env.REFERENCE_FEDERATED_NAME || "GSE ID",
    ...(env.REFERENCE_FEDERATED_LOGO ? { logo: env.REFERENCE_FEDERATED_LOGO } : {}),
  };
}

/** Reads the settings from the environment (names and defaults in docs/reference-api.md, "Settings"). */
export function readSettings(
  env: NodeJS.ProcessEnv = process.env,
  overrides: SettingsOverrides = {},
): Settings {
  // Other defaults follow the mode, so a test that turns demo mode on gets demo mode's defaults too.
  const demo = overrides.demo ?? flag("REFERENCE_DEMO", env);
  return {
    database: env.DATABASE_URL || env.REFERENCE_DATA_DIR || defaultDataDir(demo),
    lockSeconds: seconds("REFERENCE_LOCK_SECONDS", 300, env),
    maintenance: list(env.REFERENCE_MAINTENANCE).map((app) => app.toLowerCase()),
    supportContact: env.REFERENCE_SUPPORT_CONTACT || "soporte@gse.example.test",
    cipher: {
      key: env.REFERENCE_CIPHER_KEY || "UXn3oJ5WIK7HWmzUbpIeI9p0S6j4iGYG2i8xfijlc3Y=",
      iv: env.REFERENCE_CIPHER_IV || "52IrZ0Zhb3OVWQfd7mhb3Q==",
    },
    headers: {
      application: (env.REFERENCE_APPLICATION_HEADER || "x-application").toLowerCase(),
      tenant: (env.REFERENCE_TENANT_HEADER || "x-tenant").toLowerCase(),
    },
    captchaSiteKey: env.REFERENCE_CAPTCHA_SITE_KEY || "reference-captcha",
    captchaProvider: captchaProvider(env),
    federatedProvider: federatedProviderSetting(env),
    captchaSecret: env.REFERENCE_CAPTCHA_SECRET || undefined,
    captchaVerifyUrl: env.REFERENCE_CAPTCHA_VERIFY_URL || undefined,
    // The portal's own default (sdk defaultInactivitySeconds): 15 minutes.
    inactivitySeconds: seconds("REFERENCE_INACTIVITY_SECONDS", 900, env),
    redirectAllowlist: list(env.REFERENCE_REDIRECT_ALLOWLIST),
    jwtSecret: env.REFERENCE_JWT_SECRET
      ? new TextEncoder().encode(env.REFERENCE_JWT_SECRET)
      : randomBytes(32),
    accessTokenSeconds: seconds("REFERENCE_ACCESS_TOKEN_SECONDS", 900, env),
    linkSeconds: seconds("REFERENCE_LINK_SECONDS", 86_400, env),
    resetLinkSeconds: seconds("REFERENCE_RESET_LINK_SECONDS", 3600, env),
    scryptCost: whole("REFERENCE_SCRYPT_COST", owaspScryptCost, 10, 20, env),
    publicOrigins: env.REFERENCE_PUBLIC_ORIGINS
      ? list(env.REFERENCE_PUBLIC_ORIGINS)
      : demo
        ? loopbackOrigins
        : [],
    hubConnectionsPerIp: whole("REFERENCE_HUB_CONNECTIONS_PER_IP", demo ? 200 : 20, 1, 100_000, env),
    // Demo mode's defaults leave room for the end-to-end journeys, which all come from 127.0.0.1.
    throttle: {
      perIp: whole("REFERENCE_THROTTLE_PER_IP", demo ? 1000 : 30, 1, 1_000_000, env),
      perAccount: whole("REFERENCE_THROTTLE_PER_ACCOUNT", demo ? 200 : 10, 1, 1_000_000, env),
      windowSeconds: 60,
    },
    demo,
    admin: adminBootstrap(env),
    seedUsers: whole("REFERENCE_SEED_USERS", 300, 0, 1_000_000, env),
    timeZone: timeZone(env),
    brandStore: brandStoreDir(env),
    mail: readMailSettings(env, list(env.REFERENCE_PUBLIC_ORIGINS)),
    trustedProxies: trustedProxies(env),
    metricsPort: env.REFERENCE_METRICS_PORT ? whole("REFERENCE_METRICS_PORT", 0, 1, 65_535, env) : undefined,
    metricsHost: env.REFERENCE_METRICS_HOST || "127.0.0.1",
    shutdownSeconds: seconds("REFERENCE_SHUTDOWN_SECONDS", 10, env),
    logLevel: logLevelFrom(env),
    ...overrides,
  };
}
