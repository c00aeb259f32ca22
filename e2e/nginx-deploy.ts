import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultStoreDir } from "@gse/brand-kit/store";
import { type RunningServer, startServer } from "@gse/reference-api";
import { startLocalNginx } from "../deploy/nginx/local-nginx.ts";
import { journeyDatabase } from "./postgres.ts";

const portalDist = fileURLToPath(new URL("../apps/portal/dist", import.meta.url));

/** Debian's nginx with the shipped recipe, in front of two API instances on one PostgreSQL server. */
export interface Deployment {
  /** `url("payroll", "/login")` → http://payroll.localhost:PORT/login, through nginx. */
  url(host?: string, path?: string): string;
  readonly port: number;
  /** The API instances, reached directly (not through nginx). */
  readonly instances: readonly RunningServer[];
  /** The brand store every instance and nginx read (a copy of the one `pnpm build` published). */
  readonly brandStore: string;
  /** The access log: one `<method> <uri> <status> <upstream>` line per finished request. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * Each instance's limit of login calls per minute from one client address: below demo mode's 1000, so a test
 * can go over it, and above what the file's other journeys send from 127.0.0.1 in a minute.
 */
export const deploymentLoginsPerAddress = 100;

export async function startDeployment(): Promise<Deployment> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const folder = mkdtempSync(join(tmpdir(), "portal-nginx-"));
    stops.unshift(async () => rmSync(folder, { recursive: true, force: true }));
    // One brand store for all: both instances write pages from it, nginx serves its files.
    const brandStore = join(folder, "brand-store");
    cpSync(defaultStoreDir, brandStore, { recursive: true });
    // One secret for both, as every instance of a deployment needs (REFERENCE_JWT_SECRET). A cheaper scrypt (as
    // in the API's tests) keeps 50 parallel logins within seconds on a busy machine; the lock outlasts them.
    // nginx calls the instances from 127.0.0.1: its X-Forwarded-For names the client (REFERENCE_TRUSTED_PROXIES).
    const settings = {
      brandStore,
      demo: true,
      lockSeconds: 300,
      scryptCost: 12,
      jwtSecret: new TextEncoder().encode("deploy spec"),
      trustedProxies: ["127.0.0.1"],
      throttle: { perIp: deploymentLoginsPerAddress, perAccount: 200, windowSeconds: 60 },
    };
    const database = await journeyDatabase(settings);
    // Each serves the portal (`pnpm start`): nginx asks any of them for a page.
    const first = await startServer({ port: 0, database, portalDist, settings });
    stops.push(() => first.close());
    const second = await startServer({ port: 0, database, portalDist, settings });
    stops.push(() => second.close());

    const nginx = await startLocalNginx({
      portalRoot: portalDist,
      apiServers: [first, second].map((server) => new URL(server.url).host),
      brandStore,
    });
    stops.push(() => nginx.stop());
    return {
      port: nginx.port,
      url: nginx.url,
      instances: [first, second],
      brandStore,
      accessLog: nginx.accessLog,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
