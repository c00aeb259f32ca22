import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../testing/postgres-server.ts";

// main.ts as an orchestrator runs it: its log on stdout, one JSON object a line, and a SIGTERM that ends it with 0.

const main = fileURLToPath(new URL("../main.ts", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "api-signals-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 }));

describe("the API process (src/main.ts)", () => {
  it("logs JSON lines and exits 0 after a SIGTERM's shutdown", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", main], {
      env: {
        ...process.env,
        REFERENCE_DEMO: "1",
        REFERENCE_SEED_USERS: "0",
        REFERENCE_DATA_DIR: dataDir,
        REFERENCE_LOG_LEVEL: "info",
        API_PORT: String(port),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    const exited = once(child, "exit");
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/health/ready`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 60_000,
            interval: 250,
          },
        )
        .toBe(200);
      child.kill("SIGTERM");
      const [code, signal] = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.message)).toEqual([
      expect.stringMatching(/^reference API listening on http:\/\/127\.0\.0\.1:\d+; demo mode/),
      "SIGTERM: shutting down (no new connections; requests in flight finish)",
      "stopped",
    ]);
  }, 90_000);
});
