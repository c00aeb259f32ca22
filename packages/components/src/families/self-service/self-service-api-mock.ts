import { Api } from "@gse/contract";
import { type FakeRoute, fakeJwt, MemoryStorage, route } from "@gse/sdk/testing";
import { ok } from "../../testing/fake-api.ts";

/** The seeded accounts that share one email in the reference API (README: shared.one, shared.two). */
export const sharedAccounts = [
  { userName: "shared.one", email: "shared@example.test", assignManualPassword: false },
  { userName: "shared.two", email: "shared@example.test", assignManualPassword: false },
] as const;

/** The code the mock's outbox "sent" for the OTP reset. */
export const otpCode = "123456";

/**
 * The self-service calls of the reference API, in memory, beside getScreenMock's defaults: the accounts of
 * an email (two on shared@example.test, one on any other), the identity provider's address, the OIDC code
 * exchange (`reference-code` signs `demo` in) and the OTP send and check (`123456`).
 */
export function selfServiceApi(pageOrigin = "http://localhost:5173"): readonly FakeRoute[] {
  return [
    route(Api.authentication.usersResetPassword, ({ body }) => {
      const { user } = body;
      if (user === sharedAccounts[0].email)
        return ok({ users: [...sharedAccounts] }, "Usuarios encontrados.");
      if (user.endsWith("@nadie.example.test")) return ok({ users: [] }, "No se encontraron usuarios.");
      return ok({ users: [{ userName: "demo", email: user, assignManualPassword: false }] });
    }),
    route(Api.authentication.resetPassword, ({ body }) => {
      const { user } = body;
      const masked = user.startsWith("shared") ? "sh**@example.test" : "de**@example.test";
      return ok({ maskedEmail: masked }, "Te enviamos un correo para restablecer tu contraseña.");
    }),
    route(Api.authentication.connectOidc, () =>
      ok({ url: `${pageOrigin}/dev/oidc/authorize?app=selfservice&tenant=co` }, "Dirección de autorización."),
    ),
    route(Api.authentication.generateTokenOidc, ({ body }) => {
      const { code } = body;
      if (code !== "reference-code") {
        return {
          status: 400,
          body: {
            informationCode: "R23",
            information: "Lo sentimos, no hemos podido verificar tu credencial",
          },
        };
      }
      return {
        body: {
          responseCode: "A10",
          informationCode: "A10",
          token: fakeJwt({ unique_name: "demo", nameid: "demo", given_name: "Demo", family_name: "GSE" }),
          refreshToken: "refresh-demo",
          urlApp: `${pageOrigin}/users`,
        },
      };
    }),
    route(Api.security.sendOtp, () => ok({ maskedEmail: "de**@example.test" }, "Te enviamos un código.")),
    route(Api.security.validateOtp, ({ body }) => {
      const { OtpCode } = body;
      return OtpCode === otpCode
        ? ok(
            null,
            "Código verificado. Te enviamos un enlace a tu correo para confirmar el restablecimiento de tu OTP.",
          )
        : {
            status: 400,
            body: { informationCode: "R23", information: "El código ingresado no es válido o ya venció." },
          };
    }),
  ];
}

/** Session storage holding the picker's list, as the reset left it. */
export function storedAccounts(accounts: readonly unknown[] = sharedAccounts): Storage {
  const storage = new MemoryStorage();
  storage.setItem("users", JSON.stringify(accounts));
  return storage;
}
