import type { CaptchaProvider, CaptchaProviderName } from "./captcha.ts";
import { testCaptchaPaths } from "./captcha.ts";

// The providers' table, apart from their names: the login's first script reads the names (runtime config), only
// the captcha's lazy chunk and the API read the table.
const hcaptchaOrigins = ["https://hcaptcha.com", "https://*.hcaptcha.com"];

export const captchaProviders: Readonly<Record<CaptchaProviderName, CaptchaProvider>> = {
  test: {
    title: "Captcha de prueba",
    global: "gseTestCaptcha",
    script: (onload, language) => `${testCaptchaPaths.script}?onload=${onload}&hl=${language}`,
    renderExtras: () => ({}),
    origins: { script: [], frame: [], style: [], connect: [] },
    verifyUrl: undefined,
  },
  "recaptcha-v2": {
    title: "reCAPTCHA",
    global: "grecaptcha",
    script: (onload, language) =>
      `https://www.google.com/recaptcha/api.js?onload=${onload}&render=explicit&hl=${language}`,
    renderExtras: () => ({}),
    origins: {
      script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
      style: [],
      connect: [],
    },
    verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
  },
  hcaptcha: {
    title: "hCaptcha",
    global: "hcaptcha",
    script: (onload, language) =>
      `https://js.hcaptcha.com/1/api.js?onload=${onload}&render=explicit&hl=${language}`,
    renderExtras: () => ({}),
    origins: {
      script: hcaptchaOrigins,
      frame: hcaptchaOrigins,
      style: hcaptchaOrigins,
      connect: hcaptchaOrigins,
    },
    verifyUrl: "https://api.hcaptcha.com/siteverify",
  },
  turnstile: {
    title: "Cloudflare Turnstile",
    global: "turnstile",
    script: (onload) =>
      `https://challenges.cloudflare.com/turnstile/v0/api.js?onload=${onload}&render=explicit`,
    renderExtras: (language) => ({ language }),
    origins: {
      script: ["https://challenges.cloudflare.com"],
      frame: ["https://challenges.cloudflare.com"],
      style: [],
      connect: [],
    },
    verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  },
};
