import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";

/** A lock older than this is taken to be a crashed writer's, and broken. */
const STALE_LOCK_MS = 30_000;
const WAIT_LIMIT_MS = 15_000;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `change` while holding the store's lock (a file created exclusively), so that two people publishing at
 * once each read the pointers the other wrote. Works on a folder shared between machines as well as on one disk.
 */
export function withStoreLock<T>(storeDir: string, change: () => T): T {
  const lock = join(storeDir, ".lock");
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    try {
      const fd = openSync(lock, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { force: true });
      else if (Date.now() > deadline) {
        const holder = readFileSync(lock, "utf8").trim();
        throw new Error(
          `${lock}: held by process ${holder} for ${Math.round(age / 1000)} s; wait for it, or remove the file if that process is gone`,
        );
      } else sleep(50);
    }
  }
  try {
    return change();
  } finally {
    rmSync(lock, { force: true });
  }
}
