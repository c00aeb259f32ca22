import type { Settings } from "../config.ts";

/**
 * Whether a captcha token is genuine. The reference API's test provider accepts its own test tokens only:
 * `<captchaSiteKey>.<32 hex digits>`, as the portal's reference widget makes them (Captcha.tsx). A
 * deployment with a real provider verifies the token with that provider's API here.
 */
export function isGenuineCaptcha(
  settings: Pick<Settings, "captchaSiteKey">,
  token: string | undefined,
): boolean {
  if (!token) return false;
  const prefix = `${settings.captchaSiteKey}.`;
  return token.startsWith(prefix) && /^[0-9a-f]{32}$/.test(token.slice(prefix.length));
}
