import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ServerOptions } from "@gse/reference-api";

const child = fileURLToPath(new URL("./server-process.ts", import.meta.url));

export interface BenchServer {
  readonly url: string;
}

export interface BenchServers<Name extends string> {
  readonly servers: Partial<Record<Name, BenchServer>>;
  /** Stops them all (their process). */
  close(): Promise<void>;
}

/**
 * Starts reference APIs in one child process (server-process.ts, with this process's tsx loader) and resolves
 * once every one listens.
 */
export function startServers<Name extends string>(
  optionsByName: Partial<Record<Name, ServerOptions>>,
): Promise<BenchServers<Name>> {
  const names = Object.keys(optionsByName) as Name[];
  const server = spawn(process.execPath, [...process.execArgv, child, JSON.stringify(optionsByName)], {
    stdio: ["pipe", "pipe", "inherit"],
    // A line per request would cost the measured server time and fill this pipe: warnings and errors only.
    env: { ...process.env, REFERENCE_LOG_LEVEL: process.env.REFERENCE_LOG_LEVEL ?? "warn" },
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const close = () => {
    server.stdin.end();
    return exited;
  };
  return new Promise((resolve, reject) => {
    let output = "";
    const listening = new Map<string, string>();
    server.once("exit", (code) =>
      reject(
        new Error(
          `bench: the servers' process exited (code ${code}) before all listened: ${names.join(", ")}`,
        ),
      ),
    );
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      for (const [, name, url] of output.matchAll(/listening (\S+) (\S+)\n/g)) {
        if (name && url) listening.set(name, url);
      }
      if (!names.every((name) => listening.has(name))) return;
      const servers: Partial<Record<Name, BenchServer>> = {};
      for (const name of names) servers[name] = { url: listening.get(name) ?? "" };
      resolve({ servers, close });
    });
  });
}
