import { ErrorAnswerSchema, ValidateMailCodeAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// Six-digit codes die after five wrong tries, and the certificate reset trusts only the client that validated
// the code (the nonce it was given), not any client once someone had validated a code for that email.

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
}, startTimeout);
afterAll(() => api?.close());

async function lastCode(email: string): Promise<string> {
  const code = (await api.outbox(email)).at(-1)?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no 6-digit code in the outbox for ${email}`);
  return code;
}

/** A code that is not `code`: a wrong guess. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("six-digit email codes", () => {
  it("refuses the 6th certificate code guess even with the right code: five wrong tries kill it", async () => {
    const email = "cert.demo@example.test";
    await api.post("/api/login/check-email-valid", { Email: email });
    const code = await lastCode(email);
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await api.post("/api/login/validate-mail-code", { email, code: otherThan(code) });
      expect(api.read(ErrorAnswerSchema, wrong).informationCode).toBe("R21");
    }
    const right = await api.post("/api/login/validate-mail-code", { email, code });
    expect(right.status).toBe(400);
    expect(api.read(ErrorAnswerSchema, right).informationCode).toBe("R21");
  });

  it("accepts the right code after four wrong tries", async () => {
    const email = "cert.manual@example.test";
    await api.post("/api/login/check-email-valid", { Email: email });
    const code = await lastCode(email);
    for (let guess = 0; guess < 4; guess++) {
      await api.post("/api/login/validate-mail-code", { email, code: otherThan(code) });
    }
    expect((await api.post("/api/login/validate-mail-code", { email, code })).status).toBe(200);
  });

  it("refuses the 6th OTP code guess even with the right code", async () => {
    const email = "demo@example.test";
    await api.post("/api/user/send-otp-user", { email });
    const code = await lastCode(email);
    for (let guess = 0; guess < 5; guess++) {
      await api.post("/api/user/validate-otp-user", { Email: email, OtpCode: otherThan(code) });
    }
    const right = await api.post("/api/user/validate-otp-user", { Email: email, OtpCode: code });
    expect(api.read(ErrorAnswerSchema, right).informationCode).toBe("R21");
  });

  it("resets a certificate only with the nonce its code validation answered, once", async () => {
    const email = "cert.demo@example.test";
    await api.post("/api/login/check-email-valid", { Email: email });
    const valid = await api.post("/api/login/validate-mail-code", { email, code: await lastCode(email) });
    const { nonce } = api.read(ValidateMailCodeAnswerSchema, valid).result;
    const reset = (withNonce: string) =>
      api.post("/api/login/reset-password-for-certificate", { username: "cert.demo", nonce: withNonce });
    // Someone else, who knows a code was validated for this email but not its nonce, gets nothing.
    expect(api.read(ErrorAnswerSchema, await reset(`${nonce.slice(0, -2)}xx`)).informationCode).toBe("R21");
    expect((await reset(nonce)).status).toBe(200);
    expect((await reset(nonce)).status).toBe(400);
  });
});
