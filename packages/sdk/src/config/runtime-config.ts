import { captchaProviderNames } from "@gse/contract";
import * as v from "valibot";

const baseUrl = v.pipe(
  v.string(),
  v.check(
    (value) => value === "" || /^https?:\/\/[^/]+/.test(value) || value.startsWith("/"),
    "a URL prefix",
  ),
  v.transform((value) => value.replace(/\/+$/, "")),
);
const base64 = (bytes: number) =>
  v.pipe(
    v.string(),
    v.base64(`base64 of ${bytes} bytes`),
    v.check((value) => atob(value).length === bytes, `base64 of ${bytes} bytes`),
  );
const origin = v.pipe(
  v.string(),
  v.url("an origin like https://app.example.com"),
  v.check((value) => new URL(value).origin === value, "an origin like https://app.example.com (no path)"),
);

/**
 * `/portal.config.json`: what differs between deployments, read once at boot so one build serves all.
 * The cipher is a compatibility feature of the backend contract, not a security control: TLS is.
 */
export const RuntimeConfigSchema = v.object({
  services: v.object({ authentication: baseUrl, security: baseUrl, application: baseUrl }),
  hubUrl: v.string(),
  headers: v.object({
    application: v.pipe(v.string(), v.nonEmpty()),
    tenant: v.pipe(v.string(), v.nonEmpty()),
  }),
  cipher: v.object({ key: base64(32), iv: base64(16) }),
  captchaSiteKey: v.string(),
  /**
   * Whose widget draws the captcha: reCAPTCHA v2, hCaptcha, Turnstile, or the reference API's test provider
   * (left out: `test`). Its script loads only on a page that asks for a captcha.
   */
  captchaProvider: v.optional(
    v.picklist(captchaProviderNames, "test, recaptcha-v2, hcaptcha or turnstile"),
    "test",
  ),
  supportContact: v.string(),
  /**
   * Who 'Ingresar con' signs in with: the identity provider's name (the button says 'Ingresar con <name>') and,
   * optionally, its logo as a path on the portal's own origin (the page's CSP allows images from there). Left
   * out, the button names 'tu proveedor de identidad' beside a generic badge.
   */
  federatedProvider: v.optional(
    v.object({
      name: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty("a provider name"),
        v.maxLength(40, "at most 40 characters"),
      ),
      logo: v.optional(
        v.pipe(
          v.string(),
          v.check(
            (value) => value.startsWith("/") && !value.startsWith("//"),
            "a path on the portal's own origin, like /federated-logo.svg",
          ),
        ),
      ),
    }),
  ),
  redirectAllowlist: v.array(origin),
  /**
   * Seconds without input before the signed-in area closes the session and says so ('You've been away');
   * left out, 900 (15 minutes, `defaultInactivitySeconds`).
   */
  inactivitySeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, "at least 1 second"))),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export type ConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly problem: string };

/** Parses a config document; a problem names the file, the key and what was expected. */
export function parseRuntimeConfig(input: unknown, source = "/portal.config.json"): ConfigResult {
  const parsed = v.safeParse(RuntimeConfigSchema, input);
  if (parsed.success) return { ok: true, config: parsed.output };
  const [issue] = parsed.issues;
  const path = issue ? (v.getDotPath(issue) ?? "(root)") : "(root)";
  const got = issue?.received ?? "nothing";
  return {
    ok: false,
    problem: `${source}: ${path}: expected ${issue?.expected ?? issue?.message}, got ${got}`,
  };
}

/** Fetches and parses the runtime config; never throws, so boot can show a clear error screen instead. */
export async function loadRuntimeConfig(
  fetcher: typeof fetch = fetch,
  source = "/portal.config.json",
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetcher(source, { headers: { accept: "application/json" } });
  } catch {
    return { ok: false, problem: `${source}: could not be fetched; check that the server publishes it` };
  }
  if (!response.ok) {
    return {
      ok: false,
      problem: `${source}: answered HTTP ${response.status}; the deployment must publish it`,
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problem: `${source}: expected JSON, got something else` };
  }
  return parseRuntimeConfig(body, source);
}
