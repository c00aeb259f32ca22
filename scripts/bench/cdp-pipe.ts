import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "../chromium.ts";

/** A DevTools protocol message from the browser: an answer (`id`) or an event (`method`). */
export interface CdpMessage {
  readonly id?: number;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: Record<string, unknown>;
  readonly error?: { readonly message?: string };
  readonly sessionId?: string;
}

/** What a timed load needs of the browser: commands, and the events they cause. */
export interface CdpTransport {
  send(
    method: string,
    params?: Record<string, unknown>,
    sessionId?: string,
  ): Promise<Record<string, unknown>>;
  /** Calls `listener` with every event until the returned function is called. */
  listen(listener: (message: CdpMessage) => void): () => void;
}

export interface PipeBrowser extends CdpTransport {
  close(): Promise<void>;
}

/**
 * Chromium driven over its DevTools pipe (`--remote-debugging-pipe`: messages on fds 3 and 4, each ended by a NUL)
 * instead of through Playwright, for the timed loads: Playwright enables the Runtime domain on every page it
 * drives, and with the Runtime domain on, V8 captures a detailed stack trace for every Error created, collecting
 * source positions by parsing the script again on the page's thread. React DOM creates one as its module is
 * evaluated, so each login page paid a second parse of its largest script (about 180 ms at 4x for the portal's
 * boot chunk, 100 for the floor's) that no visitor's browser pays.
 */
export function launchPipeBrowser(): Promise<PipeBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "gse-bench-chromium-"));
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] },
  );
  const toBrowser = child.stdio[3] as NodeJS.WritableStream;
  const fromBrowser = child.stdio[4] as NodeJS.ReadableStream;
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  let lastId = 0;
  const answers = new Map<number, (message: CdpMessage) => void>();
  const listeners = new Set<(message: CdpMessage) => void>();
  let pending = "";
  // Decoded as a stream, so that a character split between two chunks is not garbled.
  fromBrowser.setEncoding("utf8");
  fromBrowser.on("data", (chunk: string) => {
    pending += chunk;
    for (let end = pending.indexOf("\0"); end >= 0; end = pending.indexOf("\0")) {
      const message = JSON.parse(pending.slice(0, end)) as CdpMessage;
      pending = pending.slice(end + 1);
      if (message.id !== undefined) answers.get(message.id)?.(message);
      else for (const listener of listeners) listener(message);
    }
  });
  const closed = exited.then((code): never => {
    throw new Error(`bench: ${chromiumPath} exited (code ${code}) under the timed loads: ${stderr}`);
  });
  closed.catch(() => {});

  const browser: PipeBrowser = {
    send(method, params = {}, sessionId) {
      const id = ++lastId;
      const answer = new Promise<Record<string, unknown>>((resolve, reject) =>
        answers.set(id, (message) => {
          answers.delete(id);
          if (message.error) reject(new Error(`${method}: ${message.error.message ?? "failed"}`));
          else resolve(message.result ?? {});
        }),
      );
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      return Promise.race([answer, closed]);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      // Asked to close, the browser ends its helper processes and lets go of its profile; killed, a helper may
      // still be writing there as the folder goes, which failed its removal with ENOTEMPTY.
      const killed = setTimeout(() => child.kill(), 5_000);
      await browser.send("Browser.close").catch(() => undefined);
      await exited;
      clearTimeout(killed);
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
  // Ready once the browser answers: its first target exists.
  return browser.send("Target.getTargets").then(() => browser);
}
