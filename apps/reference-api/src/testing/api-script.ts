import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ApiScript {
  /** Ends the script's process group, then removes its data folder once it has exited. */
  stop(): Promise<void>;
}

/**
 * One of the API package's scripts (`pnpm start`, `pnpm dev`) as a user runs it, in a process group of its own,
 * on a fresh data folder in the machine's temporary folder: the same as a fresh clone, and no clash with a
 * server already running. The folder goes with stop() (each run used to leave one behind).
 */
export function startApiScript(script: "start" | "dev", env: NodeJS.ProcessEnv): ApiScript {
  const dataDir = mkdtempSync(join(tmpdir(), `api-${script}-`));
  const child = spawn("pnpm", ["--filter", "@gse/reference-api", script], {
    env: { ...env, REFERENCE_DATA_DIR: dataDir },
    detached: true,
    stdio: "ignore",
  });
  return {
    async stop() {
      // An exit code or a signal means it has gone already: waiting for its exit would wait forever.
      if (child.pid && child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit");
        process.kill(-child.pid, "SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Waits until `url`'s /api/health answers OK; throws, naming the script, after `withinMs`. */
export async function waitForHealth(url: string, script: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: the reference API's \`${script}\` did not answer within ${withinMs / 1000} s`);
}
