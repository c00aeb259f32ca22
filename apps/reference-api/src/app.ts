import { AdminApi, loginParameterType } from "@gse/contract";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { adminAuthorization } from "./admin/authorization.ts";
import { brandStoreRoutes } from "./brand-store/brand-store-routes.ts";
import type { LiveBrandStore } from "./brand-store/live-brand-store.ts";
import { storeAssetOrigins } from "./brand-store/store-asset-origins.ts";
import { DatabaseUnavailable } from "./db/unavailable.ts";
import { envelopeBody, Refusal } from "./http.ts";
import { healthRoutes } from "./ops/health.ts";
import { messageOf } from "./ops/logger.ts";
import { observeRequests } from "./ops/request-observer.ts";
import { pageHeaders } from "./page-policy.ts";
import { servePortal } from "./portal-static.ts";
import { parsePublicOrigins, trustedHost } from "./public-origins.ts";
import { applicationRoutes } from "./routes/application.ts";
import { appRoutes } from "./routes/apps.ts";
import { captchaTestRoutes } from "./routes/captcha-test.ts";
import { certificateRoutes } from "./routes/certificate.ts";
import { devRoutes } from "./routes/dev.ts";
import { hubRoutes } from "./routes/hub.ts";
import { loginRoutes } from "./routes/login.ts";
import { menuRoutes } from "./routes/menu.ts";
import { menuEditorRoutes } from "./routes/menu-editor.ts";
import { menuImageRoutes } from "./routes/menu-images.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { oidcRoutes } from "./routes/oidc.ts";
import { otpResetRoutes } from "./routes/otp-reset.ts";
import { passwordRoutes } from "./routes/password.ts";
import { portalConfigRoutes } from "./routes/portal.ts";
import { privilegeRoleRoutes } from "./routes/privileges-roles.ts";
import { securityRoutes } from "./routes/security.ts";
import { userFormRoutes } from "./routes/user-form.ts";
import { userSaveRoutes } from "./routes/user-save.ts";
import { userRoutes, userStateRoutes } from "./routes/users.ts";
import type { Services } from "./services.ts";
import { TooManyRequests } from "./throttle.ts";

export interface AppOptions {
  /** Folder of the portal's production build; when set, the API serves the portal too (`pnpm start`). */
  readonly portalDist?: string;
  /** The brand store the portal's pages are written from (opened by the server when it serves the portal). */
  readonly brandStore?: LiveBrandStore;
}

const pathOf = (url: string) => new URL(url).pathname;

/** What a call answers while the database is out of reach (503), and when to try again. */
export const databaseUnavailableText =
  "El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.";
const databaseRetrySeconds = 5;

const noRoute = (c: Context) =>
  c.json(envelopeBody(404, `No route for ${c.req.method} ${pathOf(c.req.url)}`), 404);

/**
 * API paths are matched case-insensitively: the spec spells both /api/Login and /api/login/..., and clients
 * differ. Other paths (the portal's hashed assets) keep their case.
 */
function getPath(request: Request): string {
  const path = pathOf(request.url);
  return /^\/api\//i.test(path) ? path.toLowerCase() : path;
}

/** The reference API as a Hono app, without a listening socket: the server and tests both start from here. */
export function createApp(services: Services, options: AppOptions = {}): Hono {
  const app = new Hono({ getPath });

  app.use(observeRequests(services.log, services.metrics));
  app.use(
    pageHeaders(
      services.settings.headers,
      storeAssetOrigins(options.brandStore),
      services.settings.captchaProvider,
    ),
  );
  // A load balancer's health check may come with any Host; everything else must name a public origin.
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  healthRoutes(app, services.readiness);
  app.use(trustedHost(parsePublicOrigins(services.settings.publicOrigins)));
  // Every route, not only the API's: no call of the contract, page or asset request needs a larger body.
  const smallBodies = bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) =>
      c.json(envelopeBody(413, "body: larger than 64 KiB; no call of the contract needs that"), 413),
  });
  // A menu's tree (hundreds of items) and a 2 MB logo in base64 are the two bodies that need more.
  const menuBodies = bodyLimit({
    maxSize: 3 * 1024 * 1024,
    onError: (c) =>
      c.json(
        envelopeBody(413, "body: larger than 3 MiB; a menu or a 2 MB image in base64 fits in that"),
        413,
      ),
  });
  const largeBodyPaths = new Set(
    [AdminApi.menu.create, AdminApi.menu.modify, AdminApi.menu.uploadImage].map((call) =>
      call.path.toLowerCase(),
    ),
  );
  app.use((c, next) => (largeBodyPaths.has(getPath(c.req.raw)) ? menuBodies : smallBodies)(c, next));
  app.use("/api/*", adminAuthorization(services));
  for (const routes of [
    loginRoutes,
    passwordRoutes,
    certificateRoutes,
    oidcRoutes,
    securityRoutes,
    applicationRoutes,
    menuRoutes,
    menuEditorRoutes,
    userRoutes,
    userStateRoutes,
    userFormRoutes,
    userSaveRoutes,
    appRoutes,
    privilegeRoleRoutes,
    notificationRoutes,
    otpResetRoutes,
    menuImageRoutes,
    hubRoutes,
    portalConfigRoutes,
    captchaTestRoutes,
    // The outbox, the local OIDC page, the maintenance switch and the clock override exist only in demo mode
    // (REFERENCE_DEMO=1).
    ...(services.settings.demo ? [devRoutes] : []),
  ]) {
    routes(app, services);
  }
  if (options.brandStore) brandStoreRoutes(app, services, options.brandStore);
  // Unknown API paths answer 404 JSON even when the portal's SPA fallback would take every other GET.
  app.all("/api/*", noRoute);
  app.all("/dev/*", noRoute);
  if (options.portalDist && options.brandStore)
    servePortal(app, {
      portalDist: options.portalDist,
      store: options.brandStore,
      names: services.settings.headers,
      federatedProvider: services.settings.federatedProvider,
      loginParameters: async (name) =>
        (await services.applications.get(name))
          ? services.applications.parameters(name, loginParameterType)
          : undefined,
    });

  app.notFound(noRoute);
  app.onError((error, c) => {
    if (error instanceof TooManyRequests) c.header("Retry-After", String(error.retryAfter));
    if (error instanceof Refusal) {
      const body =
        "responseCode" in error.extra
          ? { ...error.extra, information: error.information, informationCode: error.informationCode }
          : envelopeBody(error.status, error.information, null, error.informationCode);
      return c.json(body, error.status);
    }
    // The pool connects again by itself: the caller is told to come back rather than that the call failed.
    if (error instanceof DatabaseUnavailable) {
      (c.var.log ?? services.log).warn(`${messageOf(error)}: answered 503`);
      c.header("Retry-After", String(databaseRetrySeconds));
      return c.json(envelopeBody(503, databaseUnavailableText), 503);
    }
    // The client sees a generic text, never a stack trace; the log names what failed.
    (c.var.log ?? services.log).error({ err: error }, `unhandled error: ${messageOf(error)}`);
    return c.json(envelopeBody(500, "Error al realizar la petición."), 500);
  });

  return app;
}
