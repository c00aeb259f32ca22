import { Hub } from "@gse/contract";
import type { Routes } from "./route.ts";

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
      captchaProvider: settings.captchaProvider,
      supportContact: settings.supportContact,
      federatedProvider: settings.federatedProvider,
      inactivitySeconds: settings.inactivitySeconds,
      redirectAllowlist: [...new Set([...settings.redirectAllowlist, ...freeTrials])],
    });
  });
};
