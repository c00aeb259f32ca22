import type { DocumentTypesLoginAnswer, LoginAnswer } from "@gse/contract";
import { describe, expect, it } from "vitest";
import {
  type CertificateLoginEvent,
  type CertificateLoginState,
  certificateLoginMachine,
} from "./certificate-login-machine.ts";

const options = {
  captchaRequired: false,
  supportContact: "soporte@gse.example.test",
  pageOrigin: "http://certificate.localhost:5173",
  welcomeEmailMessage: "welcome",
};
const machine = certificateLoginMachine(options);
const play = (events: CertificateLoginEvent[], start: CertificateLoginState = machine.initial) =>
  events.reduce<{ state: CertificateLoginState; effects: unknown[] }>(
    (acc, event) => {
      const step = machine.reduce(acc.state, event);
      return { state: step.state, effects: [...acc.effects, ...(step.effects ?? [])] };
    },
    { state: start, effects: [] },
  );
const fill = (
  documentType: string,
  documentNumber: string,
  password = "Demo!2026",
): CertificateLoginEvent[] => [
  { type: "edit", field: "documentType", value: documentType },
  { type: "edit", field: "documentNumber", value: documentNumber },
  { type: "edit", field: "password", value: password },
];
const answer = (fields: Partial<LoginAnswer>): CertificateLoginEvent => ({
  type: "answered",
  answer: fields as LoginAnswer,
});
const documentTypes = (
  records: DocumentTypesLoginAnswer["result"]["records"]["result"]["records"],
): CertificateLoginEvent => ({
  type: "documentTypesLoaded",
  answer: { result: { records: { result: { records, count: records.length } } } },
});

describe("certificate login machine: document types", () => {
  it("loads the document types once on start", () => {
    const { state, effects } = play([{ type: "start" }, { type: "start" }]);
    expect(state.documentTypes).toEqual({ kind: "loading" });
    expect(effects).toEqual([{ type: "loadDocumentTypes" }]);
  });

  it("offers the types allowed for login, read from result.records.result.records with its count", () => {
    const { state } = play([
      { type: "start" },
      documentTypes([
        { documentTypeId: "CC", documentTypeDescription: "Cédula de ciudadanía", documentTypeAllowed: true },
        { documentTypeId: "PA", documentTypeDescription: "Pasaporte" },
        { documentTypeId: "NIT", documentTypeDescription: "NIT", documentTypeAllowed: false },
      ]),
    ]);
    expect(state.documentTypes).toEqual({
      kind: "loaded",
      count: 3,
      types: [
        { documentTypeId: "CC", documentTypeDescription: "Cédula de ciudadanía", documentTypeAllowed: true },
        { documentTypeId: "PA", documentTypeDescription: "Pasaporte" },
      ],
    });
  });

  it("says 'Error al realizar la petición.' when the list cannot be loaded, and may load it again", () => {
    const failed = play([
      { type: "start" },
      {
        type: "documentTypesFailed",
        failure: { kind: "noResponse", status: 500, code: "noResponseFromApi" },
      },
    ]);
    expect(failed.state.documentTypes).toEqual({ kind: "failed", message: "Error al realizar la petición." });
    expect(play([{ type: "start" }], failed.state).effects).toEqual([{ type: "loadDocumentTypes" }]);
  });
});

describe("certificate login machine: the form (spec §5)", () => {
  it("requires document type, number and password: 'Campo obligatorio'", () => {
    const { state, effects } = play([{ type: "submit" }]);
    expect(state.errors).toEqual({
      documentType: "Campo obligatorio",
      documentNumber: "Campo obligatorio",
      password: "Campo obligatorio",
    });
    expect(effects).toEqual([]);
  });

  it.each(["1234", "1234567890123456", "12a45"])(
    "says 'El campo debe ser numérico, mínimo 5 caracteres.' for %s",
    (number) => {
      expect(play([...fill("CC", number), { type: "submit" }]).state.errors).toEqual({
        documentNumber: "El campo debe ser numérico, mínimo 5 caracteres.",
      });
    },
  );

  it.each(["AB12", "AB1234567890123X", "AB-123"])(
    "says 'El campo debe ser alfanumérico, mínimo 5 caracteres.' for %s with document type PA",
    (number) => {
      expect(play([...fill("PA", number), { type: "submit" }]).state.errors).toEqual({
        documentNumber: "El campo debe ser alfanumérico, mínimo 5 caracteres.",
      });
    },
  );

  it("forgets the number's message when the document type changes, since its rule did", () => {
    const { state } = play([
      ...fill("CC", "AB123", ""),
      { type: "submit" },
      { type: "edit", field: "documentType", value: "PA" },
    ]);
    expect(state.errors).toEqual({ password: "Campo obligatorio" });
  });

  it("sends document type, the trimmed number and the password, and shows loading", () => {
    const { state, effects } = play([...fill("PA", " AB12345 "), { type: "submit" }, { type: "submit" }]);
    expect(state.outcome).toEqual({ kind: "submitting" });
    expect(effects).toEqual([
      {
        type: "certificateLogin",
        documentType: "PA",
        documentNumber: "AB12345",
        password: "Demo!2026",
        captchaToken: undefined,
      },
    ]);
  });

  it("asks for the captcha first when the application enables it", () => {
    const withCaptcha = certificateLoginMachine({ ...options, captchaRequired: true });
    const refused = [...fill("CC", "1020304050"), { type: "submit" } as const].reduce(
      (s, e) => withCaptcha.reduce(s, e).state,
      withCaptcha.initial,
    );
    expect(refused.errors).toEqual({ captcha: "Por favor valida que no eres un robot." });
    const solved = withCaptcha.reduce(
      withCaptcha.reduce(refused, { type: "captchaSolved", token: "t" }).state,
      { type: "submit" },
    );
    expect(solved.effects).toEqual([
      {
        type: "certificateLogin",
        documentType: "CC",
        documentNumber: "1020304050",
        password: "Demo!2026",
        captchaToken: "t",
      },
    ]);
  });
});

describe("certificate login machine: the answer, read as the user login's", () => {
  it("on A10 hands the session to urlApp and leaves for it", () => {
    const { state, effects } = play([
      ...fill("CC", "1020304050"),
      { type: "submit" },
      answer({ informationCode: "A10", token: "t", refreshToken: "r", urlApp: "http://x.test/users" }),
    ]);
    expect(state.outcome).toEqual({ kind: "redirecting" });
    expect(effects.slice(1)).toEqual([
      { type: "signInAndLeave", token: "t", refreshToken: "r", url: "http://x.test/users" },
    ]);
  });

  it("clears a password the server refused, keeping the document", () => {
    const { state } = play([
      ...fill("CC", "1020304050"),
      { type: "submit" },
      answer({ informationCode: "R11", failedLoginInformation: { failedAttempts: 1, lockTime: 0 } }),
    ]);
    expect(state.outcome.kind).toBe("refused");
    expect(state.values).toEqual({ documentType: "CC", documentNumber: "1020304050", password: "" });
  });

  it("on R11 shows how many attempts are left", () => {
    const { state } = play([
      answer({ informationCode: "R11", failedLoginInformation: { failedAttempts: 1, lockTime: 0 } }),
    ]);
    expect(state.outcome).toEqual({
      kind: "refused",
      message: "tienes dos (2) intentos más",
      attemptsLeft: 2,
    });
  });

  it("locks for lockTime seconds after R13, counts down each second, then releases the user", () => {
    const locked = play([
      answer({ informationCode: "R13", failedLoginInformation: { failedAttempts: 3, lockTime: 2 } }),
    ]);
    expect(locked.state.outcome).toEqual({ kind: "locked", secondsLeft: 2 });
    expect(locked.effects).toEqual([{ type: "startLockCountdown" }]);
    const released = play([{ type: "tick" }, { type: "tick" }], locked.state);
    expect(released.state.outcome).toEqual({ kind: "released" });
    expect(released.effects).toEqual([{ type: "stopLockCountdown" }]);
  });

  it("shows the permanent lock with the support contact for A20 or isBlocked", () => {
    expect(play([answer({ informationCode: "R11", isBlocked: true })]).state.outcome).toEqual({
      kind: "blocked",
      supportContact: "soporte@gse.example.test",
    });
  });

  it("on R14 and R18 goes to the alert page", () => {
    expect(play([answer({ informationCode: "R14" })]).effects).toEqual([
      { type: "alert", message: "welcome", pageToGo: "/Login" },
    ]);
    expect(
      play([
        answer({
          informationCode: "R18",
          information: "Tu contraseña expiró.",
          urlApp: "http://certificate.localhost:5173/changepassword?x",
        }),
      ]).effects,
    ).toEqual([{ type: "alert", message: "Tu contraseña expiró.", pageToGo: "/changepassword?x" }]);
  });

  it("shows the server message for R23, and the generic text when the API did not answer", () => {
    expect(play([answer({ informationCode: "R23", information: "No existe." })]).state.outcome).toEqual({
      kind: "refused",
      message: "No existe.",
    });
    expect(
      play([{ type: "failed", failure: { kind: "noResponse", status: 500, code: "noResponseFromApi" } }])
        .state.outcome,
    ).toEqual({ kind: "refused", message: "Error al realizar la petición." });
  });
});

describe("certificate login machine: 'Ingresar con'", () => {
  it("asks the server for the address, then follows it after the delay", () => {
    const { state, effects } = play([
      { type: "federate" },
      { type: "federate" },
      { type: "federatedAddress", url: "http://certificate.localhost:5173/oidc/authorize" },
    ]);
    expect(state.federated).toEqual({
      kind: "redirecting",
      url: "http://certificate.localhost:5173/oidc/authorize",
    });
    expect(effects).toEqual([
      { type: "connectFederated" },
      { type: "followFederated", url: "http://certificate.localhost:5173/oidc/authorize" },
    ]);
  });

  it("shows the server message when the address cannot be had, and may try again", () => {
    const failed = play([
      { type: "federate" },
      {
        type: "federatedFailed",
        failure: { kind: "refused", status: 400, code: "R23", message: "Sin proveedor." },
      },
    ]);
    expect(failed.state.federated).toEqual({ kind: "refused", message: "Sin proveedor." });
    expect(play([{ type: "federate" }], failed.state).effects).toEqual([{ type: "connectFederated" }]);
  });

  it("says the address is not allowed when the redirect policy refuses it", () => {
    expect(play([{ type: "federate" }, { type: "federatedRefused" }]).state.federated).toEqual({
      kind: "refused",
      message: "No es posible continuar: la dirección de destino no está permitida.",
    });
  });

  it("does not start a login while leaving for the federated sign-in", () => {
    expect(play([...fill("CC", "1020304050"), { type: "federate" }, { type: "submit" }]).effects).toEqual([
      { type: "connectFederated" },
    ]);
  });
});
