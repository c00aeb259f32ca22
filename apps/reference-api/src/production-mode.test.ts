import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "./config.ts";
import { startServer } from "./server.ts";
import { encrypted, oidcClient, startTimeout, TestApi } from "./testing/api-client.ts";
import { type ApiScript, startApiScript, waitForHealth } from "./testing/api-script.ts";
import { freePort } from "./testing/postgres-server.ts";
import { startSmtpServer, type TestSmtpServer } from "./testing/smtp-server.ts";

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
  let smtp: TestSmtpServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("answers 404 for /dev/outbox and delivers a reset over SMTP_URL", async () => {
    const port = await freePort();
    smtp = await startSmtpServer();
    const { REFERENCE_DEMO: _demo, ...env } = process.env;
    // The API half of `pnpm start` (the script also builds the portal first, which this test does not need).
    server = startApiScript("start", {
      ...env,
      PORT: String(port),
      REFERENCE_PUBLIC_ORIGINS: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Portal <no-reply@portal.example.test>",
      REFERENCE_ADMIN_USER: "root.admin",
      REFERENCE_ADMIN_PASSWORD: "Prod!Admin2026",
      REFERENCE_ADMIN_EMAIL: "root@example.test",
      REFERENCE_SCRYPT_COST: "12",
    });
    const url = `http://127.0.0.1:${port}`;
    // Startup compiles nothing but opens and migrates a new embedded database: seconds alone, over a minute on a
    // 2-core machine that also runs the browser layers (a CI run failed at 60 s with the server still starting).
    await waitForHealth(url, "pnpm start", 110_000);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/dev/outbox`)).status).toBe(404);
    // The emails render where the API runs (tsx, the API's own tsconfig) and leave through the SMTP server.
    const asked = await fetch(`${url}/api/login/ResetPassword`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "pt-BR" },
      body: JSON.stringify({ user: "root.admin", isByUser: true, isInvalidLinkScreen: false }),
    });
    expect(asked.status, await asked.text()).toBe(200);
    const { from, mail } = await smtp.waitFor((item) => item.to.includes("root@example.test"), 30_000);
    expect(from).toBe("no-reply@portal.example.test");
    expect(mail.subject).toBe("Redefina sua senha");
    expect(mail.html).toContain('lang="pt"');
    expect(mail.text).toContain(`${url}/changepassword?`);
  }, 160_000);
});
