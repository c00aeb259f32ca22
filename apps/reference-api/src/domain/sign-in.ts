import { Code, type LoginAnswer, ParameterCode } from "@gse/contract";
import { encrypt } from "../cipher.ts";
import type { Queryable } from "../db/database.ts";
import { Refusal } from "../http.ts";
import type { Services } from "../services.ts";
import type { Application } from "./applications.ts";
import { signInAddress } from "./sign-in-address.ts";
import type { User } from "./users.ts";

/** The text the older page shows when the same user signs in elsewhere. */
export const sessionTakenOver =
  "Se inició sesión con tu usuario en otro dispositivo o navegador. Esta sesión se cerró.";

/** The application a call names, or 400 R23 naming the ones that exist. */
export async function requireApplication(services: Services, name: string): Promise<Application> {
  const app = await services.applications.get(name);
  if (app) return app;
  const known = (await services.applications.names()).join(", ");
  throw new Refusal(400, `La aplicación '${name}' no existe. Aplicaciones: ${known}.`, Code.notFound);
}

/** A reset link lives an hour; an activation link keeps its own, longer lifetime. */
export function setPasswordLinkSeconds(services: Services, user: User): number {
  const { linkSeconds, resetLinkSeconds } = services.settings;
  return user.activated ? resetLinkSeconds : linkSeconds;
}

/** `<page origin>/changepassword?<urlencoded base64 of the encrypted {user, token, tenantLanguage?}>`. */
export async function setPasswordLink(
  services: Services,
  user: User,
  origin: string,
  tenantLanguage?: string | null,
  db?: Queryable,
): Promise<string> {
  const token = await services.tokens.signLink(user, setPasswordLinkSeconds(services, user), db);
  const payload = JSON.stringify({
    user: user.userName,
    token,
    ...(tenantLanguage ? { tenantLanguage } : {}),
  });
  return `${origin}/changepassword?${encodeURIComponent(encrypt(payload, services.settings.cipher))}`;
}

/** A login refusal in the flat login shape: the code in both `responseCode` and `informationCode`. */
export function loginRefusal(
  code: (typeof Code)[keyof typeof Code],
  information: string,
  extra: Partial<LoginAnswer> = {},
): Refusal {
  return new Refusal(400, information, code, {
    responseCode: code,
    code: 400,
    message: information,
    isBlocked: false,
    ...extra,
  });
}

/**
 * The end of every successful sign-in (password, certificate, OIDC): a new session, a token pair, and in a
 * single-session application the older sessions of the user are told over the hub and lose their refresh
 * tokens.
 */
export async function signIn(
  services: Services,
  user: User,
  app: Application,
  origin: string,
): Promise<LoginAnswer> {
  if (!user.apps.includes(app.name)) {
    throw loginRefusal(Code.notFound, `El usuario no tiene acceso a la aplicación ${app.title}.`);
  }
  const single = await services.applications.flag(app.name, ParameterCode.singleSession);
  const session = await services.sessions.start(user.id, app.name, single);
  for (const old of session.superseded) await services.tokens.revokeSession(old);
  await services.hub.notify(session.superseded, sessionTakenOver);
  const information = "Inicio de sesión exitoso.";
  return {
    responseCode: Code.signedIn,
    informationCode: Code.signedIn,
    code: 200,
    information,
    message: information,
    urlApp: signInAddress(app.urlApp, origin, services.settings.redirectAllowlist, app.landingPath),
    token: await services.tokens.signAccess(user, app.name, session.id),
    refreshToken: await services.tokens.issueRefresh(user, app.name, session.id),
    isBlocked: false,
  };
}

/** The permanent-lock answer (A20), naming the support contact. */
export function blockedRefusal(services: Services): Refusal {
  return loginRefusal(
    Code.blocked,
    `El usuario se encuentra bloqueado. Para solucionarlo, comunícate al ${services.settings.supportContact}`,
    { isBlocked: true },
  );
}

export const notActivatedText =
  "Tu cuenta aún no está activada. Te enviamos un correo de bienvenida para que crees tu contraseña.";
