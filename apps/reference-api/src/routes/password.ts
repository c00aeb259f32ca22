import { Api, brokenPasswordRule, Code } from "@gse/contract";
import { decryptPassword, loginCheckRefusal } from "../domain/login.ts";
import { endEverythingOf } from "../domain/new-password.ts";
import { checkPassword } from "../domain/password-check.ts";
import { blockedRefusal, setPasswordLink, setPasswordLinkSeconds } from "../domain/sign-in.ts";
import { maskEmail, type User } from "../domain/users.ts";
import { applicationName, ok, pageOrigin, Refusal } from "../http.ts";
import { mailContext } from "../mail/mail-request.ts";
import type { MailContext } from "../mail/mailer.ts";
import { hashPassword } from "../passwords.ts";
import type { Services } from "../services.ts";
import { throttle } from "../throttle.ts";
import { type Routes, route } from "./route.ts";

const auth = Api.authentication;

/** The new password, decrypted and checked against the five rules of spec §5, or 400 R22. */
async function acceptableHash(services: Services, encrypted: string, field: string): Promise<string> {
  const plain = decryptPassword(services, encrypted, field);
  const broken = brokenPasswordRule(plain);
  if (broken) {
    throw new Refusal(
      400,
      `La contraseña no cumple con el nivel mínimo de seguridad requerida. Le falta: ${broken}.`,
      Code.passwordRules,
    );
  }
  return hashPassword(plain, services.settings.scryptCost);
}

/**
 * Emails a set-password link: an activation for an account that never had a password (a resend when the user
 * asked for a new one), a reset otherwise. The link's token and its email are written in one transaction.
 */
async function sendLink(
  services: Services,
  user: User,
  context: MailContext,
  options: { readonly tenantLanguage: string | undefined; readonly resend?: boolean },
): Promise<void> {
  const origin = context.brand.origin ?? "";
  await services.db.transaction(async (tx) => {
    const link = await setPasswordLink(services, user, origin, options.tenantLanguage, tx);
    const kind = user.activated ? "reset" : options.resend ? "resend" : "activation";
    await services.mail.send(
      tx,
      user.email,
      {
        kind,
        firstName: user.firstName,
        userName: user.userName,
        link,
        linkSeconds: setPasswordLinkSeconds(services, user),
      },
      context,
    );
  });
}

/** A login refusal (flat) in the envelope every other call answers with: same code and text. */
const envelopeRefusal = (flat: Refusal) => new Refusal(flat.status, flat.information, flat.informationCode);

export const passwordRoutes: Routes = (app, services) => {
  route(app, auth.resetPassword, async (c, { body: request }) => {
    await throttle(c, services, "email", request.user);
    const byName = request.isByUser ? await services.users.byName(request.user) : undefined;
    const users = request.isByUser ? (byName ? [byName] : []) : await services.users.byEmail(request.user);
    const first = users[0];
    if (!first) {
      const what = request.isByUser ? "ese usuario" : "ese email";
      throw new Refusal(
        400,
        `No encontramos una cuenta con ${what}. Revisa el dato e inténtalo de nuevo.`,
        Code.notFound,
      );
    }
    // Several accounts on one email each get their own link, naming their user.
    const context = mailContext(c, services.settings, request.appname);
    const tenantLanguage = c.req.header("tenantLanguage");
    for (const user of users) await sendLink(services, user, context, { tenantLanguage });
    // The address goes in maskedEmail only: /check-email puts it in its own sentence, under this text.
    return ok(
      { maskedEmail: maskEmail(first.email) },
      "Te enviamos un correo para restablecer tu contraseña.",
    );
  });

  route(app, auth.assignPassword, async (c, { body: request }) => {
    const link = await services.tokens.verifyLink(request.token);
    const user = link.status === "invalid" ? undefined : await services.users.byName(link.claims.unique_name);
    const sameUser = user?.userName.toLowerCase() === request.user.toLowerCase();
    // An activation link that ran out while its form was open (a spent one has activated its user): the
    // activation time is over, the portal's 'activation expired' screen.
    if (link.status === "expired" && user && sameUser && !user.activated) {
      throw new Refusal(400, "¡Tiempo de activación finalizado!", Code.notActivated);
    }
    if (link.status !== "valid" || !user || !sameUser) {
      throw new Refusal(400, "Este enlace ya no es válido", Code.invalidLink);
    }
    const hash = await acceptableHash(services, request.password, "password");
    if (!(await services.tokens.spendLink(link.claims.jti))) {
      throw new Refusal(400, "Este enlace ya no es válido", Code.invalidLink);
    }
    await services.users.setPasswordHash(user.id, hash, { activate: true });
    await endEverythingOf(services, user.id);
    const activation = !user.activated;
    const appName = applicationName(request.appname);
    const target = await services.applications.get(appName);
    // An activation from the suite lists every app the user may enter (/availableapps).
    const apps =
      activation && appName === "suite"
        ? await services.applications.cards(
            user.apps.filter((name) => name !== "suite"),
            pageOrigin(c),
            services.settings.redirectAllowlist,
          )
        : [];
    return ok(
      { apps, mechanismAfterSetPass: target?.mechanismAfterSetPass ?? 1, isUserActivation: activation },
      activation ? "Tu contraseña fue creada exitosamente." : "Tu contraseña fue actualizada exitosamente.",
    );
  });

  // The current password goes through the same lock as a login: guessing it here counts, and a locked or
  // blocked account is refused. A password change never activates an account (only an emailed link does).
  route(app, auth.changePassword, async (c, { body: request }) => {
    await throttle(c, services, "login", request.user);
    const current = decryptPassword(services, request.password, "password");
    const check = await checkPassword(services, await services.users.byName(request.user), current);
    if (check.kind === "blocked") throw envelopeRefusal(blockedRefusal(services));
    if (check.kind === "locked") throw envelopeRefusal(loginCheckRefusal(services, check));
    if (check.kind === "wrong") {
      throw new Refusal(400, "La contraseña actual no es correcta.", Code.wrongCredential);
    }
    if (decryptPassword(services, request.newpassword, "newpassword") === current) {
      throw new Refusal(400, "La nueva contraseña debe ser distinta de la actual.", Code.passwordRules);
    }
    const hash = await acceptableHash(services, request.newpassword, "newpassword");
    await services.users.setPasswordHash(check.user.id, hash, { activate: false });
    await endEverythingOf(services, check.user.id);
    return ok(null, "Tu contraseña fue actualizada exitosamente.");
  });

  route(app, auth.sendUserActivationEmail, async (c, { body: request }) => {
    await throttle(c, services, "email", request.userName);
    const user = await services.users.byName(request.userName);
    if (!user) throw new Refusal(400, `No encontramos el usuario ${request.userName}.`, Code.notFound);
    if (user.activated) throw new Refusal(400, "El usuario ya está activo: inicia sesión.", Code.notFound);
    await sendLink(services, user, mailContext(c, services.settings, request.appName), {
      tenantLanguage: c.req.header("tenantLanguage"),
      resend: true,
    });
    return ok(
      { maskedEmail: maskEmail(user.email) },
      `Te enviamos un nuevo enlace de activación a ${maskEmail(user.email)}.`,
    );
  });

  route(app, auth.usersResetPassword, async (c, { body: request }) => {
    await throttle(c, services, "reset", request.user);
    const byName = request.isByUser ? await services.users.byName(request.user) : undefined;
    const users = request.isByUser
      ? byName
        ? [byName]
        : []
      : [
          ...(await services.users.byEmail(request.user)),
          ...(await services.users.byDocumentNumber(request.user)),
        ];
    const accounts = users.map((user) => ({
      userName: user.userName,
      email: user.email,
      assignManualPassword: user.assignManualPassword,
    }));
    return ok({ users: accounts }, accounts.length ? "Usuarios encontrados." : "No se encontraron usuarios.");
  });
};
