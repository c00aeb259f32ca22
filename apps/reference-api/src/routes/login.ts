import { Api, Code } from "@gse/contract";
import type { Context } from "hono";
import { sessionOf } from "../admin/authorization.ts";
import { passwordLogin } from "../domain/login.ts";
import { requireApplication, signIn } from "../domain/sign-in.ts";
import type { AccessClaims } from "../domain/tokens.ts";
import { applicationName, ok, pageOrigin, Refusal } from "../http.ts";
import type { Services } from "../services.ts";
import { throttle } from "../throttle.ts";
import { type Routes, route } from "./route.ts";

const auth = Api.authentication;

/** The live session behind `Authorization: Bearer <token>`, or 401. */
export async function requireSession(c: Context, services: Services, header?: string): Promise<AccessClaims> {
  const token = (header ?? c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "");
  const verified = token ? await services.tokens.verifyAccess(token) : { status: "invalid" as const };
  if (verified.status !== "valid") {
    throw new Refusal(401, "La sesión no es válida o expiró: inicia sesión de nuevo.");
  }
  if (!(await services.sessions.isLive(verified.claims.sid))) {
    throw new Refusal(401, "Tu sesión se cerró porque iniciaste sesión en otro lugar.");
  }
  return verified.claims;
}

export const loginRoutes: Routes = (app, services) => {
  // The certificate login names a document instead of a user; the contract's schema tells them apart.
  route(app, auth.login, async (c, { body: request }) => {
    await throttle(c, services, "login", "user" in request ? request.user : request.documentNumber);
    try {
      const signedIn = await passwordLogin(services, request, pageOrigin(c), c.req.header("tenantLanguage"));
      services.metrics.signIn(signedIn.informationCode);
      return signedIn;
    } catch (error) {
      if (error instanceof Refusal) services.metrics.signIn(error.informationCode);
      throw error;
    }
  });

  route(app, auth.tokenValidation, async (_c, { headers }) => {
    const sameUser = (name: string) => name.toLowerCase() === headers.user.toLowerCase();
    const session = await services.tokens.verifyAccess(headers.token);
    if (session.status === "expired") throw new Refusal(401, "La sesión expiró: renueva el token.");
    if (session.status === "valid" && sameUser(session.claims.unique_name)) {
      if (!(await services.sessions.isLive(session.claims.sid))) {
        throw new Refusal(401, "Tu sesión se cerró porque iniciaste sesión en otro lugar.");
      }
      return ok({ userName: session.claims.unique_name, isUserActivation: false }, "Token válido.");
    }
    const link = await services.tokens.verifyLink(headers.token);
    const user = link.status === "invalid" ? undefined : await services.users.byName(link.claims.unique_name);
    if (link.status === "invalid" || !user || !sameUser(user.userName)) {
      throw new Refusal(400, "El enlace no es válido.", Code.invalidLink);
    }
    if (link.status === "expired") {
      // A user still in activation is offered a new link (/resendemail); anyone else starts the reset again.
      throw user.activated
        ? new Refusal(400, "Este enlace ya no es válido", Code.invalidLink)
        : new Refusal(400, "¡Tiempo de activación finalizado!", Code.notActivated);
    }
    return ok(
      { userName: user.userName, email: user.email, isUserActivation: !user.activated },
      "Token válido.",
    );
  });

  route(app, auth.generateTokens, async (c, { body: request }) => {
    const claims = sessionOf(c);
    const user = await services.users.byId(Number(claims.userId));
    if (!user) throw new Refusal(401, "La sesión no es válida o expiró: inicia sesión de nuevo.");
    const target = await requireApplication(services, applicationName(request.appname ?? claims.app));
    // The same application keeps its session (a new one would push the caller's own page out).
    if (target.name === claims.app) {
      const token = await services.tokens.signAccess(user, target.name, claims.sid);
      const refreshToken = await services.tokens.issueRefresh(user, target.name, claims.sid);
      return ok({ token, refreshToken }, "Tokens generados.");
    }
    const { token, refreshToken } = await signIn(services, user, target, pageOrigin(c));
    // signIn refuses rather than answer without a pair.
    if (!token || !refreshToken) throw new Error("signIn: answered without a token pair");
    return ok({ token, refreshToken }, "Tokens generados.");
  });

  route(app, auth.refreshToken, async (_c, { body: request }) => {
    const outcome = await services.db.transaction((tx) =>
      services.tokens.rotateRefresh(request.RefreshToken, tx),
    );
    if (outcome.status === "revoked") {
      throw new Refusal(401, "El token fue revocado. Inicia sesión de nuevo.", Code.revokedToken);
    }
    if (outcome.status !== "rotated") {
      throw new Refusal(401, "El token de actualización no es válido o expiró: inicia sesión de nuevo.");
    }
    const user = await services.users.byId(outcome.userId);
    if (!user || user.userName.toLowerCase() !== request.UserName.toLowerCase()) {
      throw new Refusal(401, "El token de actualización no pertenece a ese usuario: inicia sesión de nuevo.");
    }
    if (!(await services.sessions.isLive(outcome.sessionId))) {
      throw new Refusal(401, "El token fue revocado. Inicia sesión de nuevo.", Code.revokedToken);
    }
    const token = await services.tokens.signAccess(user, outcome.app, outcome.sessionId);
    const refreshToken = await services.tokens.issueRefresh(user, outcome.app, outcome.sessionId);
    return ok({ token, refreshToken }, "Token renovado.");
  });

  // Logout: always 200 for a well-formed request, so a client whose token already died can still leave. The
  // server session ends with it, so the access token stops working at once, and its refresh tokens die too.
  route(app, auth.revokeToken, async (c, { body: request }) => {
    const user = await services.users.byName(request.UserName);
    const sessionId = user && (await services.tokens.sessionOfRefresh(request.RefreshToken, user.id));
    if (sessionId) {
      await services.sessions.end(sessionId);
      await services.tokens.revokeSession(sessionId);
    }
    return { responseCode: 200, information: `${pageOrigin(c)}/login`, result: null };
  });

  route(app, auth.validateSession, async (c, { headers }) => {
    const claims = await requireSession(c, services, headers.Authorization);
    if (!(await services.hub.bind(headers.connectionId, claims.sid))) {
      throw new Refusal(
        400,
        `header connectionId: no open hub connection '${headers.connectionId}'; call GetConnectionId first`,
      );
    }
    return ok(null, "Sesión válida.");
  });
};
