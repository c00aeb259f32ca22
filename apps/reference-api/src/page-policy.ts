import { randomBytes } from "node:crypto";
import { type CaptchaProviderName, captchaProviders } from "@gse/contract";
import type { MiddlewareHandler } from "hono";
import { brandHeaders, brandOfRequest } from "./host.ts";

/** The https origins the built brands load images and fonts from: the only ones img-src and font-src allow. */
export interface BrandAssetOrigins {
  readonly images: readonly string[];
  readonly fonts: readonly string[];
}

export const noOrigins: BrandAssetOrigins = { images: [], fonts: [] };

/** The https origins of the addresses in a brand (images, fonts): the only remote ones the policy allows. */
export function httpsOrigins(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    if (value.startsWith("https://")) into.add(new URL(value).origin);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) httpsOrigins(item, into);
  }
}

/**
 * The Content-Security-Policy the built portal runs under. Styles need the request's nonce: styled-components
 * reads it from the page's `<meta property="csp-nonce">` and the brand head's style element carries it, so no
 * 'unsafe-inline'. The hub needs the page's own ws:/wss: origin.
 */
export function contentSecurityPolicy(
  host: string,
  nonce: string,
  origins: BrandAssetOrigins,
  captcha: CaptchaProviderName = "test",
): string {
  // The Host header is the client's to choose: only a plain host[:port] goes into the policy.
  const hub = /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? ` ws://${host} wss://${host}` : "";
  const extra = (list: readonly string[]) => list.map((origin) => ` ${origin}`).join("");
  // A real captcha provider's script, frames and calls come from its origins, named only when it is configured
  // (the test provider is served by this API: 'self').
  const provider = captchaProviders[captcha].origins;
  return [
    "default-src 'self'",
    `script-src 'self'${extra(provider.script)}`,
    `style-src 'self' 'nonce-${nonce}'${extra(provider.style)}`,
    `img-src 'self' data:${extra(origins.images)}`,
    `font-src 'self'${extra(origins.fonts)}`,
    `connect-src 'self'${hub}${extra(provider.connect)}`,
    ...(provider.frame.length > 0 ? [`frame-src${extra(provider.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

declare module "hono" {
  interface ContextVariableMap {
    /** This request's CSP nonce: the served index.html carries it for styled-components (portal-static.ts). */
    cspNonce: string;
  }
}

/**
 * Security headers and the application/tenant headers on every answer. Pages carry link payloads in their
 * URL, so no Referer may leak them; the brand headers tell the page which application it serves. API answers
 * carry tokens and personal data, so no cache keeps them.
 */
export function pageHeaders(
  names: { application: string; tenant: string },
  origins: () => BrandAssetOrigins = () => noOrigins,
  captcha: CaptchaProviderName = "test",
): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const host = c.req.header("host") ?? "localhost";
    // A route that serves a document of its own kind (the demo outbox's emails) sets its own, stricter policy.
    const own = c.res.headers.get("Content-Security-Policy");
    c.header("Content-Security-Policy", own ?? contentSecurityPolicy(host, nonce, origins(), captcha));
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    // Behind TLS (an https public origin) browsers are told to keep to https.
    if (c.get("publicOrigin")?.startsWith("https:")) {
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    if (new URL(c.req.url).pathname.toLowerCase().startsWith("/api/")) c.header("Cache-Control", "no-store");
    const brand = brandOfRequest(host, (name) => c.req.header(name), names);
    for (const [name, value] of Object.entries(brandHeaders(brand, names))) c.header(name, value);
  };
}
