import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BrandSource, folderBrandSource } from "./mail/mail-brands.ts";
import { defaultRetry, type MailSettings } from "./mail/mail-settings.ts";
import { startServer } from "./server.ts";
import { linkPayload, startTimeout, TestApi } from "./testing/api-client.ts";
import { type Family, parsePrometheusText } from "./testing/prometheus-text.ts";
import { startSmtpServer, type TestSmtpServer } from "./testing/smtp-server.ts";

// The transactional outbox delivered over SMTP: every email reaches a real SMTP server in the brand and language of
// the page that asked, survives the server being down, and is given up on a permanent refusal.

/** Retries within a test's time: the policy's shape, shorter waits; a permanent refusal is given up at once. */
const quickRetry = { firstDelayMs: 100, maxDelayMs: 400, temporaryGiveUpMs: 60_000, permanentGiveUpMs: 0 };

const mailTo = (smtp: TestSmtpServer): MailSettings => ({
  url: smtp.url,
  from: "Portal GSE <no-reply@portal.example.test>",
  retry: quickRetry,
  pollMs: 30_000,
});

/** Polls until `check` answers something, for what the worker records on its own time (no fixed sleep). */
async function until<T>(check: () => Promise<T | undefined>, what: string, withinMs = 20_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("emails over SMTP (SMTP_URL)", () => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  /** The brands, or a failure to read them (an email that cannot be written) while set. */
  let brandsFail = false;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const real = folderBrandSource();
    const brands: BrandSource = {
      brands: () => (brandsFail ? Promise.reject(new Error("brands: unavailable")) : real.brands()),
    };
    api = await TestApi.start({ settings: { mail: mailTo(smtp) }, brands });
  }, startTimeout);
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });

  it("delivers a reset asked from payroll in English: multipart, payroll's look, the link in both parts", async () => {
    const asked = await api.post(
      "/api/login/ResetPassword",
      { appname: "payroll", user: "demo", isInvalidLinkScreen: false, isByUser: true },
      { "accept-language": "en-US,en;q=0.9,es;q=0.5" },
    );
    expect(asked.status).toBe(200);
    const { from, mail } = await smtp.waitFor(
      (item) => item.to.includes("demo@example.test") && item.mail.subject === "Reset your password",
    );
    const [row] = (await api.outbox("demo@example.test")).slice(-1);
    const link = row?.links[0] ?? "";
    expect(link).toMatch(/\/changepassword\?/);
    expect(from).toBe("no-reply@portal.example.test");
    expect(mail.from?.text).toContain("Portal GSE");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain("GSE Nómina");
    // Payroll's primary colour on the button, its logo by an absolute address on the page's origin.
    expect(mail.html).toContain("#b34700");
    expect(mail.html).toMatch(new RegExp(`<img alt="GSE Nómina"[^>]* src="${api.url}/[^"]*logo[^"]*\\.svg"`));
    expect(row).toMatchObject({ brand: "payroll", language: "en", attempts: 1, lastError: null });
    expect(row?.deliveredAt).toEqual(expect.any(String));
    // The link works: its token is the user's and valid.
    const validation = await api.get("/api/login/TokenValidation", {
      user: "demo",
      token: linkPayload(link).token,
    });
    expect(validation.status).toBe(200);
  });

  it("draws the brand the page's headers name (application and tenant), Spanish without Accept-Language", async () => {
    await api.post(
      "/api/login/ResetPassword",
      { user: "demo", isInvalidLinkScreen: false, isByUser: true },
      { "x-application": "selfservice", "x-tenant": "co" },
    );
    const { mail } = await smtp.waitFor(
      (item) => item.mail.subject === "Restablece tu contraseña" && Boolean(item.mail.html),
    );
    expect(mail.html).toContain("GSE Autogestión Colombia");
    expect(mail.html).toContain('lang="es"');
    expect((await api.outbox("demo@example.test")).at(-1)?.brand).toBe("selfservice_co");
  });

  it("keeps the demo outbox page, with each email's HTML as sent in a sandboxed frame", async () => {
    const [row] = (await api.outbox("demo@example.test")).slice(-1);
    const page = await fetch(`${api.url}/dev/outbox?to=demo@example.test`, {
      headers: { accept: "text/html" },
    });
    expect(await page.text()).toContain(`src="/dev/outbox/${row?.id}/html" sandbox`);
    const framed = await fetch(`${api.url}/dev/outbox/${row?.id}/html`);
    expect(framed.status).toBe(200);
    expect(framed.headers.get("content-security-policy")).toMatch(
      /sandbox allow-popups.*frame-ancestors 'self'/,
    );
    expect(await framed.text()).toBe(row?.html);
    expect((await fetch(`${api.url}/dev/outbox/999999/html`)).status).toBe(404);
  });

  it("keeps a code through an SMTP outage and delivers it once, after the server is back, logging no secret", async () => {
    const logged: string[] = [];
    const spies = (["log", "info", "warn", "error"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      }),
    );
    try {
      await smtp.stop();
      expect((await api.post("/api/user/send-otp-user", { email: "demo@example.test" })).status).toBe(200);
      const failed = await until(async () => {
        const row = (await api.outbox("demo@example.test")).at(-1);
        return row?.lastError && row.attempts >= 1 ? row : undefined;
      }, "a failed attempt recorded");
      expect(failed.deliveredAt).toBeNull();
      expect(failed.lastError).toMatch(/^temporary: /);
      expect(api.server.mail?.status()).toMatchObject({ usable: false });
      expect(api.server.mail?.status().problem).not.toContain("smtp-test-password");
      expect((await api.server.mail?.backlog())?.retrying).toBeGreaterThanOrEqual(1);

      await smtp.start();
      const code = /\b(\d{6})\b/.exec(failed.text)?.[1] ?? "";
      await smtp.waitFor((item) => item.mail.text?.includes(code) ?? false);
      const delivered = await until(async () => {
        const row = (await api.outbox("demo@example.test")).find((item) => item.id === failed.id);
        return row?.deliveredAt ? row : undefined;
      }, "the delivery recorded");
      expect(delivered.lastError).toBeNull();
      expect(delivered.attempts).toBeGreaterThanOrEqual(2);
      expect(smtp.received.filter((item) => item.mail.text?.includes(code))).toHaveLength(1);
      expect(api.server.mail?.status()).toMatchObject({ usable: true, problem: undefined });
      expect(logged.filter((line) => line.includes(code))).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await smtp.start().catch(() => undefined);
    }
  });

  it("gives up on a permanent refusal (5xx), recording it, and sends nothing", async () => {
    smtp.refuseRecipients({ code: 550, text: "5.1.1 mailbox unavailable" });
    try {
      expect((await api.post("/api/user/send-otp-user", { email: "demo@example.test" })).status).toBe(200);
      const row = await until(async () => {
        const last = (await api.outbox("demo@example.test")).at(-1);
        return last?.failedAt ? last : undefined;
      }, "the message given up");
      expect(row.deliveredAt).toBeNull();
      expect(row.lastError).toMatch(/^permanent: .*550/);
      const code = /\b(\d{6})\b/.exec(row.text)?.[1] ?? "";
      expect(smtp.received.some((item) => item.mail.text?.includes(code))).toBe(false);
      expect(api.server.mail?.status().permanentFailures).toBeGreaterThanOrEqual(1);
    } finally {
      smtp.refuseRecipients(undefined);
    }
  });

  it("writes a code and its email in one transaction: an email that cannot be written leaves the earlier code alive", async () => {
    const email = "inactive@example.test";
    expect((await api.post("/api/user/send-otp-user", { email })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await api.outbox(email)).at(-1)?.text ?? "")?.[1] ?? "";
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    brandsFail = true;
    try {
      expect((await api.post("/api/user/send-otp-user", { email })).status).toBe(500);
    } finally {
      brandsFail = false;
      errors.mockRestore();
    }
    // Had the new code been written without its email, it would have replaced the one the user holds.
    expect((await api.post("/api/user/validate-otp-user", { Email: email, OtpCode: code })).status).toBe(200);
  });
});

describe("production mode and the mail settings", () => {
  it("refuses to start without SMTP_URL, naming it", async () => {
    await expect(
      startServer({
        port: 0,
        settings: { demo: false, publicOrigins: ["http://127.0.0.1:*"], mail: undefined },
      }),
    ).rejects.toThrow(/^SMTP_URL: required in production/);
  });

  it("reads SMTP_URL and MAIL_FROM, deriving the From from the first public origin", async () => {
    const { readSettings } = await import("./config.ts");
    const env = { SMTP_URL: "smtps://user:secret@mail.example.com:465" };
    expect(readSettings(env).mail).toEqual({
      url: env.SMTP_URL,
      from: "no-reply@localhost",
      retry: defaultRetry,
      pollMs: 30_000,
    });
    expect(
      readSettings({ ...env, REFERENCE_PUBLIC_ORIGINS: "https://*.portal.example.com" }).mail?.from,
    ).toBe("no-reply@portal.example.com");
    expect(readSettings({ ...env, MAIL_FROM: "Portal <hola@example.com>" }).mail?.from).toBe(
      "Portal <hola@example.com>",
    );
    expect(() => readSettings({ SMTP_URL: "http://mail.example.com" })).toThrow(
      /^SMTP_URL: expected smtp:\/\//,
    );
    expect(() => readSettings({ SMTP_URL: "mail.example.com" })).toThrow(/^SMTP_URL: expected an address/);
    expect(() => readSettings({ ...env, MAIL_FROM: "portal" })).toThrow(/^MAIL_FROM: expected an address/);
    expect(readSettings({}).mail).toBeUndefined();
  });
});

describe("mail in readiness and /metrics", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  }, startTimeout);
  afterAll(() => smtp?.stop());

  const ready = async (api: TestApi) =>
    (await api.get("/health/ready")) as { status: number; body: { checks: Record<string, string> } };

  it(
    "is not ready while the SMTP server refuses the settings, and names the mail check",
    async () => {
      const wrongLogin = smtp.url.replace(/:[^:@/]+@/, ":wrong-password@");
      const api = await TestApi.start({ settings: { mail: { ...mailTo(smtp), url: wrongLogin } } });
      try {
        const answer = await until(async () => {
          const report = await ready(api);
          return report.status === 503 ? report : undefined;
        }, "readiness 503 after the SMTP login is refused");
        expect(answer.body.checks.mail).toMatch(/refuses the settings .*535/);
        expect(answer.body.checks.mail).not.toContain("wrong-password");
        expect(answer.body.checks.database).toBe("ok");
      } finally {
        await api.close();
      }
    },
    startTimeout,
  );

  it(
    "stays ready through an SMTP outage: the outbox keeps the messages until the server is back",
    async () => {
      const down = await startSmtpServer();
      await down.stop();
      const api = await TestApi.start({ settings: { mail: mailTo(down) } });
      try {
        await until(
          async () => (api.server.mail?.status().problem?.includes("ECONNREFUSED") ? true : undefined),
          "the refused connection seen",
        );
        const report = await ready(api);
        expect(report.status).toBe(200);
        expect(report.body.checks.mail).toBe("ok");
      } finally {
        await api.close();
      }
    },
    startTimeout,
  );

  it(
    "counts deliveries and shows the backlog on /metrics",
    async () => {
      const api = await TestApi.start({ settings: { mail: mailTo(smtp), metricsPort: 0 } });
      try {
        const scrape = async () =>
          parsePrometheusText(await (await fetch(api.server.metricsUrl ?? "")).text());
        const value = (families: Family[], name: string) =>
          families.flatMap((family) => family.samples).find((sample) => sample.name === name)?.value;
        expect(value(await scrape(), "portal_outbox_delivered_total")).toBe(0);
        const asked = await api.post("/api/login/ResetPassword", {
          appname: "payroll",
          user: "demo",
          isInvalidLinkScreen: false,
          isByUser: true,
        });
        expect(asked.status).toBe(200);
        await until(
          async () => ((value(await scrape(), "portal_outbox_delivered_total") ?? 0) >= 1 ? true : undefined),
          "portal_outbox_delivered_total at 1",
        );
        expect(value(await scrape(), "portal_outbox_backlog")).toBe(0);
      } finally {
        await api.close();
      }
    },
    startTimeout,
  );
});
