import { Api } from "@gse/contract";
import { otpResetLinks } from "../domain/otp-reset-links.ts";
import { mailContext } from "../mail/mail-request.ts";
import { type Routes, route, StatusAnswer } from "./route.ts";

/** The reasons an OTP-reset link is refused (R11's description, shown in the page's message). */
export const OtpLinkReason = {
  invalid: "el enlace no es válido",
  expired: "el enlace venció, solicita el restablecimiento de nuevo",
  used: "el enlace ya fue utilizado",
} as const;

export const otpRequestSent = "Se envió la solicitud de restablecimiento del OTP";

/**
 * POST /api/login/ValidateOtpMail (administration spec §7 "OTP reset confirmation"): the emailed link's token
 * is its own credential (the page opens from the mail, signed in or not), so it needs no session. A10 spends
 * the link and sends the request to support; R11 says why not, in `statusDetails[0].description`.
 */
export const otpResetRoutes: Routes = (app, services) => {
  const links = otpResetLinks(services);

  route(app, Api.security.otpReset.validateOtpMail, async (c, { body: { token } }) => {
    const context = mailContext(c, services.settings);
    const check = await services.db.transaction(async (tx) => {
      const spent = await links.spend(token, tx);
      if (spent.status === "valid") {
        await services.mail.send(
          tx,
          services.settings.supportContact,
          { kind: "otpSupportRequest", email: spent.email },
          context,
        );
      }
      return spent;
    });
    if (check.status === "valid") {
      return { statusDetails: [{ code: "A10", description: otpRequestSent }] };
    }
    return new StatusAnswer(400, {
      statusDetails: [{ code: "R11", description: OtpLinkReason[check.status] }],
    });
  });
};
