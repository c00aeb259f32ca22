import { describe, expect, it } from "vitest";
import { type OtpEvent, type OtpState, otpMachine } from "./otp-machine.ts";

const machine = otpMachine(" ana@example.test ");
const play = (events: OtpEvent[], start: OtpState = machine.initial) =>
  events.reduce<{ state: OtpState; effects: unknown[] }>(
    (acc, event) => {
      const step = machine.reduce(acc.state, event);
      return { state: step.state, effects: [...acc.effects, ...(step.effects ?? [])] };
    },
    { state: start, effects: [] },
  );
const sent = play([{ type: "send" }, { type: "sent", message: "Te enviamos un código." }]).state;

describe("OTP machine", () => {
  it("sends the code to the trimmed email, with a spinner, once", () => {
    const { state, effects } = play([{ type: "send" }, { type: "send" }]);
    expect(state.busy).toBe(true);
    expect(effects).toEqual([{ type: "sendOtp", email: "ana@example.test" }]);
  });

  it("asks for the code once it was sent, showing the server's text", () => {
    expect(sent).toMatchObject({ step: "code", busy: false, message: "Te enviamos un código." });
  });

  it("needs an email to send to: 'El Campo email es obligatorio'", () => {
    const blank = otpMachine("  ");
    expect(blank.reduce(blank.initial, { type: "send" })).toEqual({
      state: { ...blank.initial, errors: { email: "El Campo email es obligatorio" } },
    });
  });

  it("requires the code: 'Campo obligatorio'", () => {
    expect(play([{ type: "validate" }], sent).state.errors).toEqual({ code: "Campo obligatorio" });
  });

  it.each(["12345", "1234567", "abcdef"])(
    "says 'Ingresa un código numérico de 6 caracteres.' for %s",
    (code) => {
      const { state, effects } = play([{ type: "edit", value: code }, { type: "validate" }], sent);
      expect(state.errors).toEqual({ code: "Ingresa un código numérico de 6 caracteres." });
      expect(effects).toEqual([]);
    },
  );

  it("validates 6 digits with the email, then is done", () => {
    const { state, effects } = play(
      [
        { type: "edit", value: "012345" },
        { type: "validate" },
        { type: "validated", message: "Código válido." },
      ],
      sent,
    );
    expect(effects).toEqual([{ type: "validateOtp", email: "ana@example.test", code: "012345" }]);
    expect(state).toMatchObject({ step: "validated", busy: false, message: "Código válido." });
  });

  it("keeps a wrong code on the code step with the server's message", () => {
    const { state } = play(
      [
        { type: "edit", value: "999999" },
        { type: "validate" },
        {
          type: "failed",
          failure: { kind: "refused", status: 400, code: "R21", message: "Código inválido." },
        },
      ],
      sent,
    );
    expect(state).toMatchObject({ step: "code", busy: false, message: "Código inválido.", code: "999999" });
    expect(state.refused).toBe(true);
  });

  it("tells the server's news from its refusal, so the screen shows only a refusal as an error", () => {
    expect(sent.refused).toBe(false);
    const { state } = play(
      [
        { type: "edit", value: "999999" },
        { type: "validate" },
        {
          type: "failed",
          failure: { kind: "refused", status: 400, code: "R21", message: "Código inválido." },
        },
        { type: "send" },
      ],
      sent,
    );
    expect(state).toMatchObject({ busy: true, message: undefined, refused: false });
  });

  it("sends a new code from the code step, clearing the one typed", () => {
    const { state, effects } = play(
      [{ type: "edit", value: "1" }, { type: "send" }, { type: "sent", message: undefined }],
      sent,
    );
    expect(effects).toEqual([{ type: "sendOtp", email: "ana@example.test" }]);
    expect(state).toMatchObject({ step: "code", code: "" });
  });

  it("shows 'Error al realizar la petición.' when the API does not answer", () => {
    const { state } = play([
      { type: "send" },
      { type: "failed", failure: { kind: "noResponse", status: 500, code: "noResponseFromApi" } },
    ]);
    expect(state).toMatchObject({ step: "send", busy: false, message: "Error al realizar la petición." });
  });
});
