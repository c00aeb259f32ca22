import { ErrorAnswerSchema, LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, encrypted, startTimeout, TestApi } from "./testing/api-client.ts";

// Throttling per IP and per account on login, reset, code and email-sending calls (429 with
// Retry-After), and the captcha token verified by the server where captcha applies.

describe("throttling", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ settings: { throttle: { perIp: 8, perAccount: 3, windowSeconds: 60 } } });
  }, startTimeout);
  afterAll(() => api?.close());

  it("answers 429 with Retry-After once one account's logins go over the limit, whatever the password", async () => {
    const wrong = encrypted("Wrong!2026");
    for (let attempt = 0; attempt < 2; attempt++) await api.login("cert.demo", wrong);
    expect((await api.login("cert.demo", DEMO)).status).toBe(200);
    const over = await api.login("cert.demo", DEMO);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(api.read(ErrorAnswerSchema, over).information).toBe(
      "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
    );
  });

  it("throttles code guesses per email and emails per address", async () => {
    const email = "shared@example.test";
    for (let sent = 0; sent < 3; sent++) await api.post("/api/user/send-otp-user", { email });
    expect((await api.post("/api/user/send-otp-user", { email })).status).toBe(429);
    for (let guess = 0; guess < 3; guess++) {
      await api.post("/api/user/validate-otp-user", { Email: email, OtpCode: "000000" });
    }
    expect((await api.post("/api/user/validate-otp-user", { Email: email, OtpCode: "000000" })).status).toBe(
      429,
    );
  });

  it("throttles one IP across accounts", async () => {
    // The per-IP limit (8) counts the account look-ups of every account from this address.
    const names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    const statuses = [];
    for (const name of names) {
      statuses.push(
        (await api.post("/api/login/GetUsersResetPassword", { user: `${name}.nobody`, isByUser: true }))
          .status,
      );
    }
    expect(statuses.slice(0, 8)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("captcha", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start();
  }, startTimeout);
  afterAll(() => api?.close());

  const loginTo = (tokenCaptcha: string) =>
    api.post("/api/Login", { user: "demo", password: DEMO, appname: "invoicing", tokenCaptcha });

  it("refuses a made-up captcha token where captcha applies, and accepts the test provider's own", async () => {
    const forged = api.read(LoginAnswerSchema, await loginTo("ok"));
    expect(forged.information).toBe("Por favor valida que no eres un robot.");
    expect(api.read(LoginAnswerSchema, await loginTo(await api.captchaToken())).informationCode).toBe("A10");
  });
});
