import { Api, Code } from "@gse/contract";
import { codeSeconds } from "../domain/email-codes.ts";
import { endEverythingOf } from "../domain/new-password.ts";
import { maskEmail, type User } from "../domain/users.ts";
import { ok, Refusal } from "../http.ts";
import { mailContext } from "../mail/mail-request.ts";
import type { MailContext } from "../mail/mailer.ts";
import type { Services } from "../services.ts";
import { throttle } from "../throttle.ts";
import { type Routes, route } from "./route.ts";

const auth = Api.authentication;

const resetDone =
  "Tu contraseña fue restablecida. Ahora ingresas con la contraseña asignada originalmente a tu certificado.";

/** A certificate account (one with a document) by user name, or 400 R23. */
async function certificateUser(services: Services, userName: string): Promise<User> {
  const user = await services.users.byName(userName);
  if (!user?.documentNumber) {
    throw new Refusal(400, `No encontramos un usuario de certificado llamado ${userName}.`, Code.notFound);
  }
  return user;
}

/** Restores the certificate's original password and tells the user, in one transaction; then ends the sessions. */
async function restore(services: Services, user: User, context: MailContext): Promise<void> {
  await services.db.transaction(async (tx) => {
    await services.users.restoreOriginalPassword(user.id, tx);
    await services.mail.send(
      tx,
      user.email,
      { kind: "certificateRestored", firstName: user.firstName, userName: user.userName },
      context,
    );
  });
  await endEverythingOf(services, user.id);
}

export const certificateRoutes: Routes = (app, services) => {
  route(app, auth.existsUsersAccount, async (_c, { headers }) => {
    const user = await services.users.byDocument(headers.documentType, headers.documentNumber);
    return ok(
      { exists: Boolean(user) },
      user ? "La cuenta existe." : "No existe una cuenta con ese documento.",
    );
  });

  // A manual-password account is reset directly; any other goes through the emailed code first.
  route(app, auth.resetPasswordCertificateUser, async (c, { body: request }) => {
    await throttle(c, services, "reset", request.UserName);
    const user = await certificateUser(services, request.UserName);
    if (!user.assignManualPassword) {
      throw new Refusal(
        400,
        "Esta cuenta debe verificar su correo con un código antes del restablecimiento.",
        Code.notFound,
      );
    }
    await restore(services, user, mailContext(c, services.settings));
    return ok(null, resetDone);
  });

  route(app, auth.checkEmailValid, async (c, { body: request }) => {
    await throttle(c, services, "email", request.Email);
    const users = (await services.users.byEmail(request.Email)).filter((user) => user.documentNumber);
    if (!users.length)
      throw new Refusal(400, "El correo no pertenece a un usuario de certificado.", Code.notFound);
    const context = mailContext(c, services.settings);
    await services.db.transaction(async (tx) => {
      const code = await services.codes.issue(request.Email, "certificate", tx);
      await services.mail.send(tx, request.Email, { kind: "certificateCode", code, codeSeconds }, context);
    });
    const maskedEmail = maskEmail(request.Email);
    return ok({ maskedEmail }, `Te enviamos un código de 6 dígitos a ${maskedEmail}.`);
  });

  route(app, auth.validateMailCode, async (c, { body: request }) => {
    await throttle(c, services, "code", request.email);
    const nonce = await services.codes.spend(request.email, "certificate", request.code);
    if (!nonce) throw new Refusal(400, "El código ingresado no es válido o ya venció.", Code.invalidLink);
    return ok({ nonce }, "Código válido.");
  });

  route(app, auth.resetPasswordForCertificate, async (c, { body: request }) => {
    await throttle(c, services, "reset", request.username);
    const user = await certificateUser(services, request.username);
    if (!(await services.codes.spendNonce(user.email, "certificate", request.nonce))) {
      throw new Refusal(400, "Primero valida el código que enviamos a tu correo.", Code.invalidLink);
    }
    await restore(services, user, mailContext(c, services.settings));
    return ok(null, resetDone);
  });
};
