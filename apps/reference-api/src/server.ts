import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type AppOptions, createApp } from "./app.ts";
import { isLoopback, readSettings, type SettingsOverrides } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrations.ts";
import { seed } from "./db/seed.ts";
import { sendDueNotifications } from "./domain/notification-schedule.ts";
import { hubUpgrades } from "./hub/hub-upgrade.ts";
import { type BrandSource, defaultBrandSource } from "./mail/mail-brands.ts";
import { type MailDelivery, startMailDelivery } from "./mail/mail-delivery.ts";
import { requireMailInProduction } from "./mail/mail-settings.ts";
import { parsePublicOrigins } from "./public-origins.ts";
import { createServices } from "./services.ts";

export interface ServerOptions extends AppOptions {
  readonly host?: string;
  /** 0 picks a free port: tests always do. */
  readonly port?: number;
  /**
   * "memory" (the default here, so tests and end-to-end runs start from the seed and never share state), a
   * folder for an embedded PGlite, or a postgres:// URL. `pnpm dev` and `pnpm start` pass the environment's.
   */
  readonly database?: string;
  /** Settings that win over the environment (lock length, maintenance, ...). */
  readonly settings?: SettingsOverrides;
  /** Where emails get their brands: the portal build's unless given (mail/mail-brands.ts). */
  readonly brands?: BrandSource;
}

export interface RunningServer {
  readonly url: string;
  /** Whether this instance holds that hub connection's WebSocket (of several instances, one does). */
  holdsHubConnection(connectionId: string): boolean;
  /** This instance's SMTP delivery (readiness, backlog, failure counts); undefined without SMTP_URL. */
  readonly mail: MailDelivery | undefined;
  close(): Promise<void>;
}

/** Opens the database, migrates and seeds it, then starts the API and its hub; resolves once it listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const {
    host = "127.0.0.1",
    port = 0,
    database = "memory",
    settings: overrides,
    brands,
    ...appOptions
  } = options;
  const settings = readSettings(process.env, { database, ...overrides });
  if (settings.demo && !isLoopback(host)) {
    throw new Error(
      `REFERENCE_DEMO=1: the demo's helpers (outbox, local OIDC page, maintenance switch, published password) ` +
        `serve only a loopback address, not ${host}; unset REFERENCE_DEMO for production or listen on 127.0.0.1`,
    );
  }
  if (!settings.demo && settings.publicOrigins.length === 0) {
    throw new Error(
      "REFERENCE_PUBLIC_ORIGINS: required in production: the origins the portal is served from, such as " +
        "https://portal.example.com,https://*.portal.example.com; emailed links and urlApp use them",
    );
  }
  requireMailInProduction(settings);
  const db = await openDatabase(settings.database);
  await db.exclusive(async () => {
    await migrate(db);
    await seed(db, {
      demo: settings.demo,
      admin: settings.admin,
      directoryUsers: settings.seedUsers,
      scryptCost: settings.scryptCost,
    });
  });
  const services = createServices(settings, db, brands ?? defaultBrandSource(appOptions.portalDist));
  await services.hub.listen();
  const app = createApp(services, appOptions);
  const hubSockets = hubUpgrades(services.hub, {
    origins: parsePublicOrigins(settings.publicOrigins),
    connectionsPerIp: settings.hubConnectionsPerIp,
  });

  // Scheduled notifications go out at 23:59 of their date: look for due ones every minute.
  const schedule = setInterval(() => {
    sendDueNotifications(services, services.clock.now()).catch((error: unknown) =>
      console.error(`notification schedule: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, 60_000);
  schedule.unref();
  const mail = await startMailDelivery(settings, db);

  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        holdsHubConnection: (connectionId) => services.hub.holds(connectionId),
        mail,
        close: async () => {
          clearInterval(schedule);
          await mail?.stop();
          hubSockets.close();
          await services.hub.close();
          await new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ("closeAllConnections" in server) server.closeAllConnections();
          });
          await db.close();
        },
      });
    });
    server.on("upgrade", hubSockets.upgrade);
  });
}
