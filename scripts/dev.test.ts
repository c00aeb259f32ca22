import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";

// The README's first command, run for real: `pnpm dev` starts the API and the portal's dev server together.

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

async function waitFor(url: string, deadline = Date.now() + 60_000): Promise<Response> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: no answer within 60 s from \`pnpm dev\``);
}

describe("pnpm dev", () => {
  let dev: ChildProcess | undefined;
  afterAll(() => {
    if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  });

  it("serves the portal's page and proxies the reference API's health route", async () => {
    const [portalPort, apiPort] = [await freePort(), await freePort()];
    dev = spawn("pnpm", ["dev"], {
      env: { ...process.env, PORTAL_PORT: String(portalPort), API_PORT: String(apiPort) },
      detached: true,
      stdio: "ignore",
    });
    const page = await waitFor(`http://localhost:${portalPort}/login`);
    expect(await page.text()).toContain('<div id="root"></div>');
    const health = await waitFor(`http://localhost:${portalPort}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
  }, 90_000);
});
