import { Api } from "@gse/contract";
import { encryptText } from "@gse/sdk";
import { type FakeRoute, fakeJwt, referenceConfig, route } from "@gse/sdk/testing";
import { ok } from "../../testing/fake-api.ts";

/** The reference API's seeded certificate accounts (README): document CC, password `Demo!2026`. */
export const certificateAccounts = {
  demo: {
    userName: "cert.demo",
    documentType: "CC",
    documentNumber: "1020304050",
    email: "cert.demo@example.test",
    maskedEmail: "c********@example.test",
  },
  manual: {
    userName: "cert.manual",
    documentType: "CC",
    documentNumber: "1020304051",
    email: "cert.manual@example.test",
    maskedEmail: "c**********@example.test",
  },
  password: "Demo!2026",
  /** The code the mock emails; any other is refused as the reference API refuses it. */
  code: "246810",
} as const;

export const wrongCodeMessage = "El código ingresado no es válido o ya venció.";

const documentTypes = [
  {
    documentTypeId: "CC",
    documentTypeDescription: "Cédula de ciudadanía",
    country: "CO",
    documentTypeAllowed: true,
  },
  {
    documentTypeId: "CE",
    documentTypeDescription: "Cédula de extranjería",
    country: "CO",
    documentTypeAllowed: true,
  },
  { documentTypeId: "PA", documentTypeDescription: "Pasaporte", country: "CO", documentTypeAllowed: true },
  {
    documentTypeId: "NIT",
    documentTypeDescription: "Número de identificación tributaria",
    country: "CO",
    documentTypeAllowed: false,
  },
];

const accountOf = (documentNumber: string) =>
  [certificateAccounts.demo, certificateAccounts.manual].find(
    (account) => account.documentNumber === documentNumber || account.email === documentNumber,
  );

/**
 * The calls of the certificate screens, answered as the reference API answers them for its seeded certificate
 * accounts: the document types (CC, CE, PA allowed; NIT not), `cert.demo` signing in with CC and `Demo!2026`,
 * the accounts of a document number, the emailed code ({@link certificateAccounts.code}), the direct reset of
 * `cert.manual`, and the federated sign-in address. Stories spread it into `routes` and override single calls.
 */
export function certificateApi(pageOrigin = "http://localhost:5173"): readonly FakeRoute[] {
  const encrypted = encryptText(certificateAccounts.password, referenceConfig.cipher);
  return [
    route(Api.security.documentTypesLogin, () =>
      ok({ records: { result: { records: documentTypes, count: documentTypes.length } } }),
    ),
    route(Api.authentication.login, ({ body }) => {
      const account = "documentNumber" in body ? accountOf(body.documentNumber) : undefined;
      if (
        account &&
        "documentType" in body &&
        body.documentType === account.documentType &&
        body.password === encrypted
      ) {
        const token = fakeJwt({
          unique_name: account.userName,
          nameid: account.userName,
          given_name: "Carla",
        });
        return {
          body: {
            responseCode: "A10",
            informationCode: "A10",
            token,
            refreshToken: `refresh-${account.userName}`,
            urlApp: `${pageOrigin}/users`,
          },
        };
      }
      return {
        status: 400,
        body: { informationCode: "R11", failedLoginInformation: { failedAttempts: 1, lockTime: 0 } },
      };
    }),
    route(Api.authentication.connectOidc, () =>
      ok({ url: `${pageOrigin}/dev/oidc/authorize?app=certificate` }),
    ),
    route(Api.authentication.usersResetPassword, ({ body }) => {
      const account = accountOf(body.user);
      return ok({
        users: account
          ? [
              {
                userName: account.userName,
                email: account.email,
                assignManualPassword: account === certificateAccounts.manual,
              },
            ]
          : [],
      });
    }),
    route(Api.authentication.checkEmailValid, ({ body }) => {
      const account = accountOf(body.Email);
      return account
        ? ok({ maskedEmail: account.maskedEmail })
        : { status: 400, body: { information: "El correo no pertenece a un usuario de certificado." } };
    }),
    route(Api.authentication.validateMailCode, ({ body }) =>
      body.code === certificateAccounts.code
        ? ok({ nonce: "nonce-of-the-valid-code" }, "Código válido.")
        : { status: 400, body: { informationCode: "R22", information: wrongCodeMessage } },
    ),
    route(Api.authentication.resetPasswordForCertificate, () => ok(null)),
    route(Api.authentication.resetPasswordCertificateUser, () => ok(null)),
  ];
}
