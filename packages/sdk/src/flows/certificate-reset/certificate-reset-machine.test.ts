import type { ResetAccount } from "@gse/contract";
import { describe, expect, it } from "vitest";
import {
  type CertificateResetEvent,
  type CertificateResetState,
  certificateResetMachine as machine,
  maskedEmailTail,
} from "./certificate-reset-machine.ts";

const play = (events: CertificateResetEvent[], start: CertificateResetState = machine.initial) =>
  events.reduce<{ state: CertificateResetState; effects: unknown[] }>(
    (acc, event) => {
      const step = machine.reduce(acc.state, event);
      return { state: step.state, effects: [...acc.effects, ...(step.effects ?? [])] };
    },
    { state: start, effects: [] },
  );

const certDemo: ResetAccount = {
  userName: "cert.demo",
  email: "cert.demo@example.test",
  assignManualPassword: false,
};
const certManual: ResetAccount = {
  userName: "cert.manual",
  email: "cert.manual@example.test",
  assignManualPassword: true,
};
const wrongCode = {
  type: "failed",
  failure: { kind: "refused", status: 400, code: "R21", message: "El código no es válido o expiró." },
} as const;

const found = (accounts: ResetAccount[]) =>
  play([
    { type: "edit", field: "user", value: " 1020304050 " },
    { type: "lookup" },
    { type: "accountsFound", accounts },
  ]).state;
const pick = (userName: string, accounts = [certDemo, certManual]) =>
  play([{ type: "edit", field: "certificate", value: userName }], found(accounts)).state;
const onCode = () =>
  play([{ type: "continue" }, { type: "codeSent", maskedEmail: "c********@example.test" }], pick("cert.demo"))
    .state;

describe("forgot password by certificate: choosing the certificate", () => {
  it("looks up the certificates of the trimmed document number, with a spinner", () => {
    const { state, effects } = play([
      { type: "edit", field: "user", value: " 1020304050 " },
      { type: "lookup" },
    ]);
    expect(state.busy).toBe(true);
    expect(effects).toEqual([{ type: "findAccounts", user: "1020304050" }]);
  });

  it("needs something to look up: 'Campo obligatorio'", () => {
    expect(play([{ type: "lookup" }]).state.errors).toEqual({ user: "Campo obligatorio" });
  });

  it("lists the certificates found, none chosen yet", () => {
    const state = found([certDemo, certManual]);
    expect(state).toMatchObject({ step: "choose", accounts: [certDemo, certManual], busy: false });
    expect(state.values.certificate).toBe("");
  });

  it("shows an empty list as such: the screen's 'no associated users' placeholder", () => {
    expect(found([])).toMatchObject({ step: "choose", accounts: [] });
  });

  it("shows the server's message when the lookup fails, staying on the first step", () => {
    const { state } = play(
      [{ type: "failed", failure: { kind: "refused", status: 400, code: "R23", message: "No existe." } }],
      play([{ type: "edit", field: "user", value: "1" }, { type: "lookup" }]).state,
    );
    expect(state).toMatchObject({ step: "identify", busy: false, message: "No existe." });
  });

  it("requires a certificate to be chosen: 'Campo obligatorio'", () => {
    const { state, effects } = play([{ type: "continue" }], found([certDemo]));
    expect(state.errors).toEqual({ certificate: "Campo obligatorio" });
    expect(effects).toEqual([]);
  });

  it("resets a manual-password account directly, then shows the success view", () => {
    const asked = play([{ type: "continue" }], pick("cert.manual"));
    expect(asked.effects).toEqual([{ type: "resetManual", userName: "cert.manual" }]);
    expect(play([{ type: "reset" }], asked.state).state).toMatchObject({ step: "done", busy: false });
  });

  it("otherwise emails a 6-digit code to the account's address and asks for it", () => {
    const asked = play([{ type: "continue" }], pick("cert.demo"));
    expect(asked.effects).toEqual([{ type: "sendCode", email: "cert.demo@example.test" }]);
    expect(asked.state.busy).toBe(true);
    expect(onCode()).toMatchObject({ step: "code", maskedEmail: "c********@example.test", busy: false });
  });

  it("ignores the buttons while a call runs", () => {
    const asked = play([{ type: "continue" }], pick("cert.demo"));
    expect(play([{ type: "continue" }, { type: "back" }], asked.state).effects).toEqual([]);
  });
});

describe("forgot password by certificate: the code (spec §5)", () => {
  it("is required: 'Campo obligatorio'", () => {
    expect(play([{ type: "continue" }], onCode()).state.errors).toEqual({ code: "Campo obligatorio" });
  });

  it.each(["12345", "1234567", "12a456"])(
    "says 'Ingresa un código numérico de 6 caracteres.' for %s",
    (code) => {
      expect(
        play([{ type: "edit", field: "code", value: code }, { type: "continue" }], onCode()).state.errors,
      ).toEqual({
        code: "Ingresa un código numérico de 6 caracteres.",
      });
    },
  );

  it("checks a valid code, then resets the certificate's password and shows the success view", () => {
    const checked = play([{ type: "edit", field: "code", value: "012345" }, { type: "continue" }], onCode());
    expect(checked.effects).toEqual([
      { type: "validateCode", email: "cert.demo@example.test", code: "012345" },
    ]);
    const reset = play([{ type: "codeValid", nonce: "nonce-of-the-valid-code" }], checked.state);
    expect(reset.effects).toEqual([
      { type: "resetCertificate", userName: "cert.demo", nonce: "nonce-of-the-valid-code" },
    ]);
    expect(reset.state.busy).toBe(true);
    const done = play([{ type: "reset" }, { type: "finish" }], reset.state);
    expect(done.state.step).toBe("done");
    expect(done.effects).toEqual([{ type: "toLogin" }]);
  });

  it("keeps a wrong code on the code step with the server's message, and stops the spinner", () => {
    const { state } = play(
      [{ type: "edit", field: "code", value: "999999" }, { type: "continue" }, wrongCode],
      onCode(),
    );
    expect(state).toMatchObject({ step: "code", busy: false, message: "El código no es válido o expiró." });
  });

  it("goes back from the code to the choice, keeping it", () => {
    expect(play([{ type: "back" }], onCode()).state).toMatchObject({
      step: "choose",
      values: { certificate: "cert.demo" },
    });
  });

  it("'not received the email' sends a new code and shows where it went, then returns to the code", () => {
    const resent = play([{ type: "edit", field: "code", value: "1" }, { type: "resend" }], onCode());
    expect(resent.effects).toEqual([{ type: "sendCode", email: "cert.demo@example.test" }]);
    const shown = play([{ type: "codeSent", maskedEmail: "c********@example.test" }], resent.state).state;
    expect(shown).toMatchObject({ step: "resent", values: { code: "" } });
    expect(maskedEmailTail(shown.maskedEmail)).toBe("@example.test");
    expect(play([{ type: "enterCode" }], shown).state.step).toBe("code");
  });
});

describe("forgot password by certificate: a failed reset", () => {
  const failure = {
    kind: "refused",
    status: 400,
    code: "R23",
    message: "No fue posible restablecer.",
  } as const;

  it.each([
    [
      "after a valid code",
      () =>
        play([{ type: "codeValid", nonce: "nonce-of-the-valid-code" }], { ...onCode(), busy: true }).state,
    ],
    ["of a manual-password account", () => play([{ type: "continue" }], pick("cert.manual")).state],
  ])("shows the message and reloads the page after 3 s (%s)", (_, before) => {
    const { state, effects } = play([{ type: "resetFailed", failure }], before());
    expect(state).toMatchObject({ step: "failed", busy: false, message: "No fue posible restablecer." });
    expect(effects).toEqual([{ type: "reloadLater" }]);
    expect(play([{ type: "back" }, { type: "continue" }], state).effects).toEqual([]);
  });
});

describe("masked email tail", () => {
  it.each([
    ["c********@example.test", "@example.test"],
    ["ce**o@example.test", "o@example.test"],
    ["cert@example.test", "@example.test"],
    [undefined, ""],
  ])("of %j is %j", (masked, tail) => {
    expect(maskedEmailTail(masked)).toBe(tail);
  });
});
