import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LoginAnswerSchema } from "@gse/contract";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";

// Docs that run: the README's Reference API commands, run as written against the API that `pnpm dev` starts.

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const section = readme.slice(readme.indexOf("## Reference API"), readme.indexOf("## What `pnpm test` runs"));
const commands = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => (match[1] ?? "").trim());
const command = (program: string) => {
  const found = commands.find((line) => line.startsWith(program));
  if (!found) throw new Error(`README.md, section Reference API: no \`${program}\` command`);
  return found;
};
const sh = (line: string) => execFileSync("sh", ["-c", line], { encoding: "utf8" });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

async function waitForHealth(url: string, deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: the reference API's \`pnpm dev\` did not answer within 60 s`);
}

describe("README: Reference API", () => {
  let dev: ChildProcess | undefined;
  let dataDir: string | undefined;
  // The server's process group, then its data folder once it has exited (each run made a new one in the
  // machine's temporary folder and left it there).
  afterAll(async () => {
    if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
      const exited = once(dev, "exit");
      process.kill(-dev.pid, "SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  });

  it("encrypts the documented password with openssl as the portal does", () => {
    expect(sh(command("printf")).trim()).toBe("pwS2dpu+KCUl76HnfnIKTw==");
  });

  it("signs demo in with the documented curl against `pnpm dev`", async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), "api-data-"));
    dev = spawn("pnpm", ["--filter", "@gse/reference-api", "dev"], {
      // A fresh data folder: the same as a fresh clone, and no clash with a `pnpm dev` already running.
      env: {
        ...process.env,
        API_PORT: String(port),
        REFERENCE_DATA_DIR: dataDir,
      },
      detached: true,
      stdio: "ignore",
    });
    await waitForHealth(`http://127.0.0.1:${port}`);
    const answer = v.parse(LoginAnswerSchema, JSON.parse(sh(command("curl").replace(":5180", `:${port}`))));
    expect(answer).toMatchObject({ informationCode: "A10", urlApp: `http://127.0.0.1:${port}/users` });
  }, 90_000);
});
