import { readFileSync } from "node:fs";
import { testCaptchaPaths } from "@gse/contract";
import * as v from "valibot";
import { issueTestCaptchaToken, testCaptchaSeconds } from "../domain/captcha.ts";
import { readBody } from "../http.ts";
import type { Routes } from "./route.ts";

const widgetScript = readFileSync(new URL("../captcha-test/widget.js", import.meta.url), "utf8");
const TokenRequestSchema = v.object({ siteKey: v.pipe(v.string(), v.maxLength(200)) });

/**
 * The test captcha provider, served by this API on its own origin (REFERENCE_CAPTCHA_PROVIDER=test, the
 * default): a widget script with the same browser API as reCAPTCHA, hCaptcha and Turnstile, drawn as a
 * 'Captcha de prueba', and the token it asks for when ticked. Not present with a real provider.
 */
export const captchaTestRoutes: Routes = (app, services) => {
  if (services.settings.captchaProvider !== "test") return;
  app.get(testCaptchaPaths.script, (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    return c.body(widgetScript);
  });
  app.post(testCaptchaPaths.token, async (c) => {
    const { siteKey } = await readBody(c, TokenRequestSchema);
    if (siteKey !== services.settings.captchaSiteKey) {
      return c.json({ error: `siteKey: expected this API's site key (REFERENCE_CAPTCHA_SITE_KEY)` }, 400);
    }
    return c.json({
      token: issueTestCaptchaToken(services.settings, siteKey, Date.now()),
      expiresInSeconds: testCaptchaSeconds,
    });
  });
};
