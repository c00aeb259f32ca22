import type { Settings } from "./config.ts";
import type { Database } from "./db/database.ts";
import { Applications } from "./domain/applications.ts";
import { Clock } from "./domain/clock.ts";
import { EmailCodes } from "./domain/email-codes.ts";
import { Menus } from "./domain/menus.ts";
import { Outbox } from "./domain/outbox.ts";
import { Sessions } from "./domain/sessions.ts";
import { Tokens } from "./domain/tokens.ts";
import { Users } from "./domain/users.ts";
import { DatabaseHubRegistry } from "./hub/hub-registry.ts";
import { SessionHub } from "./hub/session-hub.ts";
import { type BrandSource, folderBrandSource } from "./mail/mail-brands.ts";
import { Mailer } from "./mail/mailer.ts";
import { Readiness } from "./ops/health.ts";
import { type Logger, log as processLog } from "./ops/logger.ts";
import { Metrics } from "./ops/metrics.ts";
import { parseTrustedProxies, type TrustedProxies } from "./ops/trusted-proxies.ts";

/** Everything a route needs, built once per server. */
export interface Services {
  readonly settings: Settings;
  readonly db: Database;
  readonly users: Users;
  readonly applications: Applications;
  readonly menus: Menus;
  readonly tokens: Tokens;
  readonly sessions: Sessions;
  readonly outbox: Outbox;
  /** Renders an email in the asking page's brand and language and writes it to the outbox, in a transaction. */
  readonly mail: Mailer;
  readonly codes: EmailCodes;
  readonly hub: SessionHub;
  /** Now, as the notification schedule sees it: the real clock unless a demo-mode test moved it. */
  readonly clock: Clock;
  readonly log: Logger;
  /** Counters and gauges for /metrics: any module counts its own through the methods. */
  readonly metrics: Metrics;
  /** The named checks of GET /health/ready: any module that needs something to serve registers its own. */
  readonly readiness: Readiness;
  /** REFERENCE_TRUSTED_PROXIES, parsed: whose X-Forwarded-For names the client. */
  readonly trustedProxies: TrustedProxies;
}

export function createServices(
  settings: Settings,
  db: Database,
  brands: BrandSource = folderBrandSource(),
  log: Logger = processLog,
): Services {
  const outbox = new Outbox(db);
  return {
    settings,
    db,
    users: new Users(db),
    applications: new Applications(db, settings.maintenance),
    menus: new Menus(db),
    tokens: new Tokens(db, settings.jwtSecret, settings.accessTokenSeconds, settings.linkSeconds),
    sessions: new Sessions(db),
    outbox,
    mail: new Mailer(outbox, brands, settings.supportContact),
    codes: new EmailCodes(db),
    hub: new SessionHub(new DatabaseHubRegistry(db)),
    clock: new Clock(),
    log,
    metrics: new Metrics(),
    readiness: new Readiness(log),
    trustedProxies: parseTrustedProxies(settings.trustedProxies),
  };
}
