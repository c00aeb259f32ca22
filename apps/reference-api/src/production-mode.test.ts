import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "./config.ts";
import { startServer } from "./server.ts";
import { encrypted, oidcClient, startTimeout, TestApi } from "./testing/api-client.ts";
import { type ApiScript, startApiScript, waitForHealth } from "./testing/api-script.ts";
import { freePort } from "./testing/postgres-server.ts";

// Production mode: the development helpers are back doors (the outbox hands out every reset link, the
// local OIDC page signs in as anyone, the demo password is published), so they exist only with REFERENCE_DEMO=1.

describe("production mode (REFERENCE_DEMO unset)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({
      settings: {
        demo: false,
        publicOrigins: ["http://127.0.0.1:*"],
        admin: { userName: "root.admin", password: "Prod!Admin2026", email: "root@example.test" },
      },
    });
  }, startTimeout);
  afterAll(() => api?.close());

  it("answers 404 for the outbox, the maintenance switch and the local OIDC page", async () => {
    expect((await api.get("/dev/outbox")).status).toBe(404);
    expect(
      (await api.call("PUT", "/dev/applications/suite/maintenance", { body: { isMaintenance: true } }))
        .status,
    ).toBe(404);
    expect((await api.get("/dev/oidc/authorize?app=suite&user=demo")).status).toBe(404);
  });

  it("offers no federated sign-in address that would lead to the local OIDC page", async () => {
    const answer = await api.get("/api/login/connect-ciam-oidc", {
      appName: "suite",
      ...oidcClient().headers,
    });
    expect(answer.status).toBe(503);
    expect(JSON.stringify(answer.body)).not.toContain("/dev/oidc");
  });

  it("seeds no demo user: the published password signs nobody in", async () => {
    const answer = await api.login("demo");
    expect(answer.body).toMatchObject({ informationCode: "R11" });
  });

  it("seeds the administrator named by REFERENCE_ADMIN_USER with its own password", async () => {
    const answer = await api.login("root.admin", encrypted("Prod!Admin2026"));
    expect(answer.body).toMatchObject({ informationCode: "A10" });
  });
});

describe("demo mode (REFERENCE_DEMO=1)", () => {
  it("refuses to start on an address other than loopback, naming the variable", async () => {
    await expect(startServer({ host: "0.0.0.0", port: 0, settings: { demo: true } })).rejects.toThrow(
      /REFERENCE_DEMO=1.*loopback/,
    );
  });

  it("reads REFERENCE_DEMO as 1 or 0 and nothing else", () => {
    expect(readSettings({ REFERENCE_DEMO: "1" }).demo).toBe(true);
    expect(readSettings({}).demo).toBe(false);
    expect(() => readSettings({ REFERENCE_DEMO: "yes" })).toThrow(/REFERENCE_DEMO: expected 1 \(on\) or 0/);
  });

  it("keeps the demo's embedded database apart from production's", () => {
    expect(readSettings({ REFERENCE_DEMO: "1" }).database).not.toBe(readSettings({}).database);
  });
});

describe("`pnpm start` (the production build's server)", () => {
  let server: ApiScript | undefined;
  afterAll(() => server?.stop());

  it("answers 404 for /dev/outbox", async () => {
    const port = await freePort();
    const { REFERENCE_DEMO: _demo, ...env } = process.env;
    // The API half of `pnpm start` (the script also builds the portal first, which this test does not need).
    server = startApiScript("start", {
      ...env,
      PORT: String(port),
      REFERENCE_PUBLIC_ORIGINS: `http://127.0.0.1:${port}`,
    });
    const url = `http://127.0.0.1:${port}`;
    // Startup compiles nothing but opens and migrates a new embedded database: seconds alone, over a minute on a
    // 2-core machine that also runs the browser layers (a CI run failed at 60 s with the server still starting).
    await waitForHealth(url, "pnpm start", 110_000);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/dev/outbox`)).status).toBe(404);
  }, 130_000);
});
