import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type AppOptions, createApp } from "./app.ts";
import { openLiveBrandStore, registerBrandStoreCheck } from "./brand-store/live-brand-store.ts";
import { isLoopback, readSettings, type SettingsOverrides } from "./config.ts";
import { openPreparedDatabase } from "./db/database.ts";
import { migrate } from "./db/migrations.ts";
import { seed } from "./db/seed.ts";
import { sendDueNotifications } from "./domain/notification-schedule.ts";
import { hubUpgrades } from "./hub/hub-upgrade.ts";
import { type BrandSource, folderBrandSource, storeBrandSource } from "./mail/mail-brands.ts";
import { type MailDelivery, registerMailChecks, startMailDelivery } from "./mail/mail-delivery.ts";
import { requireMailInProduction } from "./mail/mail-settings.ts";
import { type DrainResult, drainable } from "./ops/graceful.ts";
import { registerDatabaseChecks } from "./ops/health.ts";
import { type Logger, messageOf, log as processLog } from "./ops/logger.ts";
import { serveMetrics } from "./ops/metrics-server.ts";
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
  /** Where emails get their brands: the brand store's current revisions (or the brand folders) unless given. */
  readonly brands?: BrandSource;
  /** Where the server's log lines go: the process's logger (stdout, REFERENCE_LOG_LEVEL) unless a test passes one. */
  readonly logger?: Logger;
}

export interface RunningServer {
  readonly url: string;
  /** GET /metrics, when a metrics port is set (REFERENCE_METRICS_PORT). */
  readonly metricsUrl: string | undefined;
  /** Whether this instance holds that hub connection's WebSocket (of several instances, one does). */
  holdsHubConnection(connectionId: string): boolean;
  /**
   * Whether the portal's pages can be served from the brand store (a readiness check's question): always when
   * this instance serves no portal.
   */
  brandStoreUsable(): { readonly ok: true } | { readonly ok: false; readonly problem: string };
  /** This instance's SMTP delivery (readiness, backlog, failure counts); undefined without SMTP_URL. */
  readonly mail: MailDelivery | undefined;
  /** Stops at once: open requests and hub connections are cut (tests). */
  close(): Promise<void>;
  /**
   * Stops as a SIGTERM asks: not ready from now on, no new connection, hub connections closed with a reconnect
   * hint, requests in flight finished within REFERENCE_SHUTDOWN_SECONDS, then the database closed.
   */
  shutdown(): Promise<DrainResult>;
}

/**
 * The settings the seed reads (below): two servers that agree on these start from the same data, so a test may
 * give the second a copy of the first one's database.
 */
export const seedSettingNames = ["demo", "admin", "seedUsers", "scryptCost"] as const;

/** Opens the database, migrates and seeds it, then starts the API and its hub; resolves once it listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const {
    host = "127.0.0.1",
    port = 0,
    database = "memory",
    settings: overrides,
    brands,
    logger,
    ...appOptions
  } = options;
  const settings = readSettings(process.env, { database, ...overrides });
  const log = logger ?? processLog.child({}, { level: settings.logLevel });
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
  const seedOptions = {
    demo: settings.demo,
    admin: settings.admin,
    directoryUsers: settings.seedUsers,
    scryptCost: settings.scryptCost,
  };
  const db = await openPreparedDatabase(settings.database, JSON.stringify(seedOptions), (db) =>
    db.exclusive(async () => {
      await migrate(db);
      await seed(db, seedOptions);
    }),
  );
  // The portal's pages take their brands from the store, swapped live as commands publish or roll back; so do the
  // emails of an instance that serves the portal.
  const brandStore = appOptions.portalDist
    ? openLiveBrandStore(settings.brandStore, (message) => log.error(message))
    : undefined;
  const services = createServices(
    settings,
    db,
    brands ?? (brandStore ? storeBrandSource(brandStore) : folderBrandSource()),
    log,
  );
  registerDatabaseChecks(services.readiness, db);
  if (brandStore) registerBrandStoreCheck(services.readiness, brandStore);
  services.metrics.observeHubConnections(() => services.hub.size);
  services.metrics.observePool(() => db.poolUse());
  await services.hub.listen();
  const app = createApp(services, { ...appOptions, ...(brandStore ? { brandStore } : {}) });
  const hubSockets = hubUpgrades(services.hub, {
    origins: parsePublicOrigins(settings.publicOrigins),
    connectionsPerIp: settings.hubConnectionsPerIp,
    trustedProxies: services.trustedProxies,
  });
  const metricsServer =
    settings.metricsPort === undefined
      ? undefined
      : await serveMetrics(
          services.metrics.withProcessMetrics(),
          settings.metricsHost,
          settings.metricsPort,
          log,
        );

  // Scheduled notifications go out at 23:59 of their date: look for due ones every minute.
  const schedule = setInterval(() => {
    sendDueNotifications(services, services.clock.now()).catch((error: unknown) =>
      log.error(`notification schedule: ${messageOf(error)}`),
    );
  }, 60_000);
  schedule.unref();
  const mail = await startMailDelivery(settings, db, { log, metrics: services.metrics });
  if (mail) registerMailChecks(services.readiness, services.metrics, mail);

  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        metricsUrl: metricsServer?.url,
        holdsHubConnection: (connectionId) => services.hub.holds(connectionId),
        brandStoreUsable: () => brandStore?.usable() ?? { ok: true },
        mail,
        close: async () => {
          clearInterval(schedule);
          brandStore?.close();
          await mail?.stop();
          hubSockets.close();
          await services.hub.close();
          await new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ("closeAllConnections" in server) server.closeAllConnections();
          });
          await metricsServer?.close();
          await db.close();
        },
        shutdown: async () => {
          services.readiness.shuttingDown();
          hubSockets.stopAccepting();
          const drained = connections.drain(settings.shutdownSeconds * 1000);
          await services.hub.close({ reconnect: true });
          hubSockets.close();
          const result = await drained;
          clearInterval(schedule);
          brandStore?.close();
          await mail?.stop();
          await metricsServer?.close();
          await db.close();
          return result;
        },
      });
    }) as Server;
    // Longer than a proxy keeps an idle connection (nginx 60 s, most balancers 60 s): the proxy closes it first,
    // so it never writes a request onto a connection this side has just closed.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const connections = drainable(server);
    server.on("upgrade", hubSockets.upgrade);
  });
}
