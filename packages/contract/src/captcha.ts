/**
 * The captcha providers a deployment can choose (runtime config `captcha.provider`), shared by the portal (which
 * loads the provider's script) and the reference API (which widens its CSP for that provider and verifies the
 * tokens). All four expose the same browser API: `render(element, params) → id`, `reset(id)`, `remove(id)`.
 */
export const captchaProviderNames = ["test", "recaptcha-v2", "hcaptcha", "turnstile"] as const;
export type CaptchaProviderName = (typeof captchaProviderNames)[number];

export interface CaptchaProvider {
  /** What people call it, in messages. */
  readonly title: string;
  /** The global object its script defines. */
  readonly global: string;
  /** Its script, rendering only on request; it calls the global function `onload` once ready. */
  readonly script: (onload: string, language: string) => string;
  /** Render parameters beyond the site key and callbacks: Turnstile takes the language there, not in its URL. */
  readonly renderExtras: (language: string) => Readonly<Record<string, string>>;
  /** The origins the page must allow for it, by CSP directive: none for the test provider (our own origin). */
  readonly origins: {
    readonly script: readonly string[];
    readonly frame: readonly string[];
    readonly style: readonly string[];
    readonly connect: readonly string[];
  };
  /**
   * Where a backend checks a token (a form POST of `secret`, `response`, `remoteip` answering `{ success }`);
   * the test provider's tokens are checked by the reference API itself.
   */
  readonly verifyUrl: string | undefined;
}

/** Where the reference API serves its test provider: our own origin, under /api so every deployment routes it. */
export const testCaptchaPaths = {
  script: "/api/captcha-test/api.js",
  token: "/api/captcha-test/token",
} as const;
