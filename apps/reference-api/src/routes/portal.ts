import { Hub } from "@gse/contract";
import type { MiddlewareHandler } from "hono";
import { brandHeaders } from "../host.ts";
import type { Routes } from "./route.ts";

/**
 * The Content-Security-Policy the built portal runs under. styled-components injects <style> elements, so
 * styles need 'unsafe-inline'; the hub needs the page's own ws:/wss: origin; brand assets may be https URLs.
 */
export function contentSecurityPolicy(host: string): string {
  // The Host header is the client's to choose: only a plain host[:port] goes into the policy.
  const hub = /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? ` ws://${host} wss://${host}` : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data: https:",
    `connect-src 'self'${hub}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Security headers and the application/tenant headers on every answer. Pages carry link payloads in their
 * URL, so no Referer may leak them; the brand headers tell the page which application it serves.
 */
export function pageHeaders(names: { application: string; tenant: string }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const host = c.req.header("host") ?? "localhost";
    c.header("Content-Security-Policy", contentSecurityPolicy(host));
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    for (const [name, value] of Object.entries(brandHeaders(host, names))) c.header(name, value);
  };
}

/** GET /portal.config.json: the deployment's runtime config, read by the SDK at boot. */
export const portalConfigRoutes: Routes = (app, services) => {
  const { settings } = services;
  app.get("/portal.config.json", async (c) => {
    c.header("Cache-Control", "no-cache");
    // The deployment's own external links (the free-trial pages) are allowed besides the configured origins.
    const freeTrials = (await services.applications.all()).flatMap((app) =>
      app.isFreeTrial && app.urlFreeTrial ? [new URL(app.urlFreeTrial).origin] : [],
    );
    return c.json({
      // "" = the page's own origin: one portal build serves any host.
      services: { authentication: "", security: "", application: "" },
      hubUrl: Hub.path,
      headers: settings.headers,
      // A compatibility feature of the backend contract, not a security control (see config.ts).
      cipher: settings.cipher,
      captchaSiteKey: settings.captchaSiteKey,
      supportContact: settings.supportContact,
      redirectAllowlist: [...new Set([...settings.redirectAllowlist, ...freeTrials])],
    });
  });
};
