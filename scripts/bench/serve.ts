import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ServerOptions } from "@gse/reference-api";

const child = fileURLToPath(new URL("./server-process.ts", import.meta.url));

export interface BenchServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts a reference API in a child process (server-process.ts, with this process's tsx loader) and resolves
 * once it listens; `close` ends it.
 */
export function startServerProcess(options: ServerOptions): Promise<BenchServer> {
  const server = spawn(process.execPath, [...process.execArgv, child, JSON.stringify(options)], {
    stdio: ["pipe", "pipe", "inherit"],
    // A line per request would cost the measured server time and fill this pipe: warnings and errors only.
    env: { ...process.env, REFERENCE_LOG_LEVEL: process.env.REFERENCE_LOG_LEVEL ?? "warn" },
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    let output = "";
    server.once("exit", (code) =>
      reject(new Error(`bench: the server for ${options.portalDist} exited (code ${code}) before listening`)),
    );
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening (\S+)/.exec(output);
      if (!listening?.[1]) return;
      resolve({
        url: listening[1],
        close: () => {
          server.stdin.end();
          return exited;
        },
      });
    });
  });
}
