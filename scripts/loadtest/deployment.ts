import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, freePort, type PostgresServer, startPostgres } from "@gse/reference-api";
import { type LocalNginx, startLocalNginx } from "../../deploy/nginx/local-nginx.ts";
import { ApiProcess } from "./instance.ts";

const portalDist = fileURLToPath(new URL("../../apps/portal/dist", import.meta.url));

/** What `pnpm loadtest` loads: nginx with the recipe, two API processes, one PostgreSQL, on 127.0.0.1. */
export interface LoadDeployment {
  readonly postgres: PostgresServer;
  readonly instances: readonly [ApiProcess, ApiProcess];
  readonly nginx: LocalNginx;
  /** nginx's address: every request of the load goes through it. */
  readonly url: string;
  /** The API's settings, as the instances have them. */
  readonly env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * Starts the deployment; the instances log (JSON, info) into `folder`. Demo mode for its users (their password is
 * published); nginx calls from 127.0.0.1 (REFERENCE_TRUSTED_PROXIES), and the throttle is lifted: the load comes
 * from one address and a few accounts, and the figures are about capacity.
 */
export async function startLoadDeployment(folder: string, scryptCost: number): Promise<LoadDeployment> {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const postgres = await startPostgres();
    stops.push(() => postgres.stop());
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      REFERENCE_DEMO: "1",
      DATABASE_URL: await createDatabase(postgres.url),
      REFERENCE_JWT_SECRET: "loadtest: one secret for both instances",
      REFERENCE_TRUSTED_PROXIES: "127.0.0.1",
      REFERENCE_THROTTLE_PER_IP: "1000000",
      REFERENCE_THROTTLE_PER_ACCOUNT: "1000000",
      REFERENCE_SCRYPT_COST: String(scryptCost),
      REFERENCE_LOG_LEVEL: "info",
    };
    const ports: number[] = [];
    while (ports.length < 2) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const instances = ports.map(
      (port, index) =>
        new ApiProcess(`instance ${index + 1}`, port, env, join(folder, `instance-${index + 1}.log`)),
    ) as [ApiProcess, ApiProcess];
    stops.push(() => Promise.all(instances.map((instance) => instance.stop("SIGKILL"))));
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const instance of instances) await instance.start();
    const nginx = await startLocalNginx({
      portalRoot: portalDist,
      apiServers: instances.map((instance) => `127.0.0.1:${instance.port}`),
    });
    stops.push(() => nginx.stop());
    return { postgres, instances, nginx, url: `http://127.0.0.1:${nginx.port}`, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Waits until the instances use under a tenth of a core (sign-ins of the last scenario still hashing would
 * slow the next one's answers), for at most `withinMs`.
 */
export async function untilIdle(instances: readonly ApiProcess[], withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  let before = instances.map((instance) => instance.cpuSeconds());
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = instances.map((instance) => instance.cpuSeconds());
    const busiest = Math.max(...now.map((seconds, index) => (seconds - (before[index] ?? 0)) / 0.5));
    before = now;
    if (busiest < 0.1) return;
  }
}
