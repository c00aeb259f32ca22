import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { captchaProviders } from "@gse/contract";
import type { Settings } from "../config.ts";
import { log } from "../ops/logger.ts";

/** How long a test provider token stays good, as real providers' do (reCAPTCHA and Turnstile: 2 minutes). */
export const testCaptchaSeconds = 120;

type CaptchaSettings = Pick<
  Settings,
  "captchaProvider" | "captchaSiteKey" | "captchaSecret" | "captchaVerifyUrl" | "jwtSecret"
>;

const sign = (settings: CaptchaSettings, body: string) =>
  createHmac("sha256", settings.jwtSecret).update(`captcha-test.${body}`).digest("base64url");

/**
 * A token of the test provider (the widget at /api/captcha-test/api.js asks for one when ticked): the site key,
 * its expiry and a nonce, signed with the API's secret, so only this API (or a sibling instance sharing
 * REFERENCE_JWT_SECRET) issued it.
 */
export function issueTestCaptchaToken(settings: CaptchaSettings, siteKey: string, nowMs: number): string {
  const body = `${siteKey}.${Math.floor(nowMs / 1000) + testCaptchaSeconds}.${randomBytes(12).toString("hex")}`;
  return `${body}.${sign(settings, body)}`;
}

/** Test tokens already spent, with their expiry: a token is good once, as with the real providers. */
const spentTestTokens = new Map<string, number>();

function verifyTestToken(settings: CaptchaSettings, token: string, nowMs: number): boolean {
  const cut = token.lastIndexOf(".");
  if (cut < 0) return false;
  const body = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(sign(settings, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const [siteKey, expires] = body.split(".");
  const expiresMs = Number(expires) * 1000;
  if (siteKey !== settings.captchaSiteKey || !(expiresMs > nowMs)) return false;
  for (const [spent, until] of spentTestTokens) if (until <= nowMs) spentTestTokens.delete(spent);
  if (spentTestTokens.has(body)) return false;
  spentTestTokens.set(body, expiresMs);
  return true;
}

/** Answers `{ success }` the way reCAPTCHA's, hCaptcha's and Turnstile's siteverify do. */
async function verifyWithProvider(
  settings: CaptchaSettings,
  token: string,
  remoteIp: string | undefined,
  fetcher: typeof fetch,
): Promise<boolean> {
  const url = settings.captchaVerifyUrl ?? captchaProviders[settings.captchaProvider].verifyUrl;
  if (!url || !settings.captchaSecret) return false;
  const form = new URLSearchParams({ secret: settings.captchaSecret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  try {
    const response = await fetcher(url, { method: "POST", body: form, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch (error) {
    // The provider unreachable: the login is refused (no token is taken on trust), and the log says why.
    log.error(`captcha: ${url} did not answer: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * Whether a captcha token is genuine: the test provider's are checked here (signature, site key, expiry, once),
 * a real provider's by its siteverify endpoint with REFERENCE_CAPTCHA_SECRET.
 */
export async function isGenuineCaptcha(
  settings: CaptchaSettings,
  token: string | undefined,
  options: {
    readonly remoteIp?: string | undefined;
    readonly nowMs?: number;
    readonly fetcher?: typeof fetch;
  } = {},
): Promise<boolean> {
  if (!token) return false;
  if (settings.captchaProvider === "test")
    return verifyTestToken(settings, token, options.nowMs ?? Date.now());
  return verifyWithProvider(settings, token, options.remoteIp, options.fetcher ?? fetch);
}
