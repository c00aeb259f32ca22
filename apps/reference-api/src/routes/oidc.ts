import { createHash, randomBytes } from "node:crypto";
import { Api, Code } from "@gse/contract";
import type { Hono } from "hono";
import {
  blockedRefusal,
  loginRefusal,
  notActivatedText,
  requireApplication,
  signIn,
} from "../domain/sign-in.ts";
import { applicationName, escapeHtml, ok, pageOrigin, Refusal } from "../http.ts";
import type { Services } from "../services.ts";
import { type Routes, route } from "./route.ts";

const auth = Api.authentication;
/** The reference API's stand-in for the identity provider's authorization page. */
export const authorizePath = "/dev/oidc/authorize";
const codeSeconds = 300;

/** RFC 7636's S256: base64url(SHA-256(verifier)). */
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

export const oidcRoutes: Routes = (app, services) => {
  route(app, auth.connectOidc, async (c, { headers }) => {
    const target = await requireApplication(services, applicationName(headers.appName));
    if (!services.settings.demo) {
      throw new Refusal(
        503,
        "El inicio de sesión federado no está disponible: no hay un proveedor de identidad configurado.",
      );
    }
    const query = new URLSearchParams({
      app: target.name,
      ...(headers.tenant ? { tenant: headers.tenant } : {}),
      state: headers.state,
      code_challenge: headers.codeChallenge,
      code_challenge_method: "S256",
    });
    return ok({ url: `${pageOrigin(c)}${authorizePath}?${query}` }, "Dirección de autorización.");
  });

  // The local stand-in for an identity provider signs in as anyone: demo mode only (REFERENCE_DEMO=1).
  if (services.settings.demo) authorizePage(app, services);

  route(app, auth.generateTokenOidc, async (c, { body: request }) => {
    const target = await requireApplication(services, applicationName(request.appName));
    // A code is bound to the application that asked for it and to the client holding the PKCE verifier.
    const rows = await services.db.query<{ userId: number }>(
      `UPDATE oidc_codes SET used_at = now() WHERE code = $1 AND app = $2 AND code_challenge = $3
         AND used_at IS NULL AND expires_at > now() RETURNING user_id AS "userId"`,
      [request.code, target.name, s256(request.codeVerifier)],
    );
    const user = rows[0] && (await services.users.byId(rows[0].userId));
    if (!user) throw loginRefusal(Code.invalidLink, "Lo sentimos, no hemos podido verificar tu credencial");
    if (user.blocked) throw blockedRefusal(services);
    if (!user.activated) throw loginRefusal(Code.notActivated, notActivatedText);
    return signIn(services, user, target, pageOrigin(c));
  });
};

/**
 * The page lists the demo users; choosing one returns to the portal's callback with a one-time code and the
 * client's state. As a real provider does, it takes only an S256 PKCE challenge and keeps it with the code.
 */
function authorizePage(app: Hono, services: Services): void {
  app.get(authorizePath, async (c) => {
    const appName = applicationName(c.req.query("app"));
    const target = await requireApplication(services, appName);
    const origin = pageOrigin(c);
    const state = c.req.query("state") ?? "";
    const challenge = c.req.query("code_challenge") ?? "";
    if (!state || !/^[\w-]{43}$/.test(challenge) || c.req.query("code_challenge_method") !== "S256") {
      throw new Refusal(
        400,
        "query state, code_challenge and code_challenge_method=S256: required (PKCE, RFC 7636); start from connect-ciam-oidc",
      );
    }
    const chosen = c.req.query("user");
    if (chosen) {
      const user = await services.users.byName(chosen);
      if (user) {
        const code = randomBytes(24).toString("base64url");
        await services.db.query(
          `INSERT INTO oidc_codes (code, user_id, app, expires_at, code_challenge)
           VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
          [code, user.id, target.name, codeSeconds, challenge],
        );
        const back = new URLSearchParams({ code, state });
        return c.redirect(`${origin}/signin-credential/callback?${back}`);
      }
    }
    const users = await services.db.query<{ userName: string }>(
      `SELECT user_name AS "userName" FROM users ORDER BY id`,
    );
    const links = users
      .map(({ userName }) => {
        const query = new URLSearchParams({
          app: target.name,
          state,
          code_challenge: challenge,
          code_challenge_method: "S256",
          user: userName,
        });
        return `<li><a href="${authorizePath}?${escapeHtml(query.toString())}">${escapeHtml(userName)}</a></li>`;
      })
      .join("");
    return c.html(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Proveedor de identidad de prueba</title></head>` +
        `<body><main><h1>Proveedor de identidad de prueba</h1><p>Elige con qué usuario ingresar a ${escapeHtml(target.title)}.</p>` +
        `<ul>${links}</ul></main></body></html>`,
    );
  });
}
