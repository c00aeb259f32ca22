import { LoginAnswerSchema, testCaptchaPaths } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readSettings } from "./config.ts";
import { isGenuineCaptcha, issueTestCaptchaToken, testCaptchaSeconds } from "./domain/captcha.ts";
import { log } from "./ops/logger.ts";
import { DEMO, startTimeout, TestApi } from "./testing/api-client.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "./testing/siteverify-stand-in.ts";

const robotText = "Por favor valida que no eres un robot.";

describe("the test captcha provider (the default, served by this API)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start();
  }, startTimeout);
  afterAll(() => api?.close());

  const loginTo = async (tokenCaptcha: string | undefined) =>
    api.read(
      LoginAnswerSchema,
      await api.post("/api/Login", { user: "demo", password: DEMO, appname: "invoicing", tokenCaptcha }),
    );

  it("serves its widget script from our own origin, and the config names it", async () => {
    const script = await fetch(`${api.url}${testCaptchaPaths.script}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("window.gseTestCaptcha");
    const config = (await api.get("/portal.config.json")).body as Record<string, unknown>;
    expect(config).toMatchObject({ captchaProvider: "test", captchaSiteKey: "reference-captcha" });
    // Nothing beyond our own origin: no provider's origin in the policy, no frames.
    const policy = script.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("frame-src");
  });

  it("accepts a token it issued once; refuses it again, a forged one and none with the spec's text", async () => {
    const token = await api.captchaToken();
    expect((await loginTo(token)).informationCode).toBe("A10");
    expect((await loginTo(token)).information).toBe(robotText);
    expect((await loginTo(`${token.slice(0, -2)}xx`)).information).toBe(robotText);
    expect((await loginTo("reference-captcha.0123456789abcdef0123456789abcdef")).information).toBe(robotText);
    expect((await loginTo(undefined)).information).toBe(robotText);
  });

  it("issues tokens for its own site key only", async () => {
    const answer = await api.post(testCaptchaPaths.token, { siteKey: "another-site" });
    expect(answer.status).toBe(400);
  });

  it("refuses a token past its two minutes, and one signed by another API", async () => {
    const settings = readSettings({});
    const issued = Date.parse("2026-11-23T10:00:00Z");
    const token = issueTestCaptchaToken(settings, settings.captchaSiteKey, issued);
    const late = issued + (testCaptchaSeconds + 1) * 1000;
    expect(await isGenuineCaptcha(settings, token, { nowMs: late })).toBe(false);
    const other = readSettings({});
    expect(await isGenuineCaptcha(other, token, { nowMs: issued + 1000 })).toBe(false);
    expect(await isGenuineCaptcha(settings, token, { nowMs: issued + 1000 })).toBe(true);
  });
});

describe("a real provider (hCaptcha here), verified by its siteverify", () => {
  let api: TestApi;
  let provider: SiteverifyStandIn;
  beforeAll(async () => {
    // A local stand-in of hCaptcha's siteverify: `success` for the token "solved" under the right secret.
    provider = await startSiteverifyStandIn({ secret: "0xSECRET", token: "solved" });
    api = await TestApi.start({
      settings: {
        captchaProvider: "hcaptcha",
        captchaSiteKey: "10000000-ffff-ffff-ffff-000000000001",
        captchaSecret: "0xSECRET",
        captchaVerifyUrl: provider.url,
      },
    });
  }, startTimeout);
  afterAll(async () => {
    await api?.close();
    provider?.close();
  });

  const loginTo = async (tokenCaptcha: string) =>
    api.read(
      LoginAnswerSchema,
      await api.post("/api/Login", { user: "demo", password: DEMO, appname: "invoicing", tokenCaptcha }),
    );

  it("signs in with a token the provider confirms, sending it the secret, and refuses one it does not", async () => {
    expect((await loginTo("solved")).informationCode).toBe("A10");
    expect(provider.received.at(-1)?.get("secret")).toBe("0xSECRET");
    expect((await loginTo("made-up")).information).toBe(robotText);
  });

  it("widens the page's CSP for the provider's origins only, and serves no test provider", async () => {
    const answer = await api.get("/portal.config.json");
    expect(answer.body).toMatchObject({ captchaProvider: "hcaptcha" });
    const policy = answer.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self' https://hcaptcha.com https://*.hcaptcha.com;");
    expect(policy).toContain("frame-src https://hcaptcha.com https://*.hcaptcha.com;");
    expect(policy).not.toContain("google.com");
    expect((await fetch(`${api.url}${testCaptchaPaths.script}`)).status).toBe(404);
    expect((await api.post(testCaptchaPaths.token, { siteKey: "x" })).status).toBe(404);
  });

  it("refuses every token while the provider cannot be reached (none is taken on trust)", async () => {
    const settings = { ...readSettings({}), captchaProvider: "hcaptcha" as const, captchaSecret: "s" };
    const unreachable = { ...settings, captchaVerifyUrl: "http://127.0.0.1:1/siteverify" };
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    try {
      expect(await isGenuineCaptcha(unreachable, "solved")).toBe(false);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^captcha: .*siteverify did not answer/));
    } finally {
      logged.mockRestore();
    }
  });
});

describe("REFERENCE_CAPTCHA_PROVIDER", () => {
  it("names the choices when wrong, and asks for the secret a real provider needs", () => {
    expect(() =>
      readSettings({ REFERENCE_CAPTCHA_PROVIDER: "recaptcha-v3", REFERENCE_CAPTCHA_SECRET: "s" }),
    ).toThrow("REFERENCE_CAPTCHA_PROVIDER: expected one of test, recaptcha-v2, hcaptcha, turnstile");
    expect(() => readSettings({ REFERENCE_CAPTCHA_PROVIDER: "turnstile" })).toThrow(
      "REFERENCE_CAPTCHA_SECRET: required",
    );
    expect(readSettings({}).captchaProvider).toBe("test");
  });
});
