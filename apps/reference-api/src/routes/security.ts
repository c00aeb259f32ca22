import { Api, Code } from "@gse/contract";
import { codeSeconds } from "../domain/email-codes.ts";
import { otpResetLinks } from "../domain/otp-reset-links.ts";
import { maskEmail } from "../domain/users.ts";
import { ok, pageOrigin, Refusal } from "../http.ts";
import { mailContext } from "../mail/mail-request.ts";
import type { Services } from "../services.ts";
import { throttle } from "../throttle.ts";
import { type Routes, route } from "./route.ts";

const security = Api.security;

async function documentTypes(services: Services, country?: string) {
  const rows = await services.db.query<{
    documentTypeId: string;
    documentTypeDescription: string;
    country: string;
    documentTypeAllowed: boolean;
  }>(
    `SELECT id AS "documentTypeId", description AS "documentTypeDescription", country,
       allowed AS "documentTypeAllowed" FROM document_types
     WHERE $1::text IS NULL OR upper(country) = upper($1::text) ORDER BY sort`,
    [country ?? null],
  );
  return rows;
}

export const securityRoutes: Routes = (app, services) => {
  route(app, security.documentTypesLogin, async (_c) => {
    const records = await documentTypes(services);
    return ok({ records: { result: { records, count: records.length } } });
  });

  route(app, security.documentTypesCreateUsers, async (_c, { headers }) => {
    return ok({ listDocumentType: await documentTypes(services, headers.code) });
  });

  route(app, security.sendOtp, async (c, { body: request }) => {
    await throttle(c, services, "email", request.email);
    if (!(await services.users.byEmail(request.email)).length) {
      throw new Refusal(400, "No encontramos una cuenta con ese email.", Code.notFound);
    }
    const context = mailContext(c, services.settings);
    await services.db.transaction(async (tx) => {
      const code = await services.codes.issue(request.email, "otp", tx);
      await services.mail.send(tx, request.email, { kind: "otpCode", code, codeSeconds }, context);
    });
    return ok(
      { maskedEmail: maskEmail(request.email) },
      `Te enviamos un código a ${maskEmail(request.email)}.`,
    );
  });

  route(app, security.validateOtp, async (c, { body: request }) => {
    await throttle(c, services, "code", request.Email);
    if (!(await services.codes.spend(request.Email, "otp", request.OtpCode))) {
      throw new Refusal(400, "El código ingresado no es válido o ya venció.", Code.invalidLink);
    }
    // The reset goes ahead once the user confirms it from the emailed link (the OTP-reset confirmation page).
    const [user] = await services.users.byEmail(request.Email);
    if (user) {
      const context = mailContext(c, services.settings);
      const links = otpResetLinks(services);
      await services.db.transaction(async (tx) => {
        const link = await links.issue(pageOrigin(c), user, tx);
        await services.mail.send(
          tx,
          user.email,
          { kind: "otpConfirmation", link, linkSeconds: links.seconds },
          context,
        );
      });
    }
    return ok(
      null,
      "Código verificado. Te enviamos un enlace a tu correo para confirmar el restablecimiento de tu OTP.",
    );
  });
};
