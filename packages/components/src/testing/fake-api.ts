import { Api } from "@gse/contract";
import { encryptText } from "@gse/sdk";
import { type FakeRoute, fakeJwt, referenceConfig, route } from "@gse/sdk/testing";

/** The seeded demo account of the reference API. */
export const demoAccount = {
  user: "demo",
  password: "Demo!2026",
  email: "demo@gse.example.test",
  maskedEmail: "de**@gse.example.test",
} as const;

/** Seconds of the lock after the third wrong password, in the mock API. */
export const mockLockSeconds = 300;

/** A 200 in the envelope: `result`, and `information` as the alert text. */
export const ok = <TResult>(result: TResult, information: string | null = null) => ({
  body: { responseCode: 200, information, informationCode: null, result },
});

/** The password as the login body carries it: encrypted with the reference cipher. */
const encrypted = (password: string) => encryptText(password, referenceConfig.cipher);

/**
 * An in-memory stand-in for the reference API, answering every call a common-family screen makes as the
 * reference API does for the seeded `demo` account: `Demo!2026` signs in (A10), wrong passwords answer R11
 * with two and then one attempt left, the third R13 with a lock. Stories and tests override single routes.
 */
export function mockApiRoutes(pageOrigin: string): FakeRoute[] {
  let failures = 0;
  return [
    route(Api.authentication.login, ({ body }) => {
      const user = "user" in body ? body.user : body.documentNumber;
      if (user === demoAccount.user && body.password === encrypted(demoAccount.password)) {
        failures = 0;
        const token = fakeJwt({ unique_name: user, nameid: user, given_name: "Demo", family_name: "GSE" });
        return {
          body: {
            responseCode: "A10",
            informationCode: "A10",
            token,
            refreshToken: "refresh-demo",
            urlApp: `${pageOrigin}/users`,
          },
        };
      }
      failures += 1;
      if (failures >= 3) {
        return {
          status: 400,
          body: {
            informationCode: "R13",
            information: null,
            failedLoginInformation: { failedAttempts: 3, lockTime: mockLockSeconds },
          },
        };
      }
      return {
        status: 400,
        body: {
          informationCode: "R11",
          information: null,
          failedLoginInformation: { failedAttempts: failures, lockTime: 0 },
        },
      };
    }),
    route(Api.application.parameters, () => ok([])),
    route(Api.application.version, () => ok({ version: "1.8.0" })),
    route(Api.application.maintenance, () => ok({ isMaintenance: false, message: null })),
    route(Api.application.freeTrial, () =>
      ok({ isFreeTrial: false, urlFreeTrial: null, codeFreeTrial: null }),
    ),
    route(Api.authentication.resetPassword, () =>
      ok({ maskedEmail: demoAccount.maskedEmail }, "Te enviamos un correo para restablecer tu contraseña."),
    ),
    route(Api.authentication.tokenValidation, () =>
      ok({ userName: demoAccount.user, email: demoAccount.email, isUserActivation: false }),
    ),
    route(Api.authentication.assignPassword, () =>
      ok({ apps: null, mechanismAfterSetPass: 1, isUserActivation: false }, "Contraseña asignada."),
    ),
    route(Api.authentication.changePassword, () => ok(null, "Contraseña actualizada.")),
    route(Api.authentication.sendUserActivationEmail, () => ok(null, "Correo enviado.")),
    route(Api.authentication.revokeToken, () => ok(null)),
    route(Api.authentication.generateTokenOidc, () => ({
      status: 400,
      body: { informationCode: "R23", information: "Código no válido." },
    })),
  ];
}

/**
 * The query string of an emailed set-password link for `user` (spec §4, §9): the URL-encoded ciphertext of
 * `{ user, token }`, the token a JWT holding the email and an `exp` one hour ahead.
 */
export function setPasswordLinkQuery(user: string = demoAccount.user, email: string = demoAccount.email) {
  const token = fakeJwt({ email, unique_name: user, exp: Math.floor(Date.now() / 1000) + 3600 });
  return encodeURIComponent(encryptText(JSON.stringify({ user, token }), referenceConfig.cipher));
}

/** A session token for `user`, valid for an hour: the page only reads its claims. */
export function fakeSessionToken(user: string): string {
  return fakeJwt({
    unique_name: user,
    nameid: user,
    given_name: "Demo",
    family_name: "GSE",
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
}
