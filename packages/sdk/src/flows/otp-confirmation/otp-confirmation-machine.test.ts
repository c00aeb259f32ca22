import { describe, expect, it } from "vitest";
import { noResponse } from "../../http/api-failure.ts";
import { otpConfirmationMachine as machine, otpConfirmationToken } from "./otp-confirmation-machine.ts";

const processing = machine.reduce(machine.initial, { type: "start", token: "abc" }).state;

describe("the OTP-reset confirmation (administration spec §2, §4)", () => {
  it("reads the token after the search text's first 6 characters", () => {
    expect(otpConfirmationToken("?data=eyJ.abc.def")).toBe("eyJ.abc.def");
    expect(otpConfirmationToken("?token=x")).toBe("=x");
    expect(otpConfirmationToken("")).toBe("");
  });

  it("validates the token once, even when started again (StrictMode mounts twice)", () => {
    const first = machine.reduce(machine.initial, { type: "start", token: "abc" });
    expect(first.state).toEqual({ kind: "processing" });
    expect(first.effects).toEqual([{ type: "validateOtpMail", token: "abc" }]);
    expect(machine.reduce(first.state, { type: "start", token: "abc" }).effects).toBeUndefined();
  });

  it("is sent on A10 and refused with the returned description on R11", () => {
    const answer = (code: string, description: string) => ({ statusDetails: [{ code, description }] });
    expect(machine.reduce(processing, { type: "answered", answer: answer("A10", "ok") }).state).toEqual({
      kind: "sent",
    });
    expect(
      machine.reduce(processing, { type: "answered", answer: answer("R11", "el enlace ya fue utilizado") })
        .state,
    ).toEqual({ kind: "refused", reason: "el enlace ya fue utilizado" });
  });

  it("fails with the 'no response' text when no answer comes", () => {
    expect(machine.reduce(processing, { type: "failed", failure: noResponse }).state).toEqual({
      kind: "failed",
      message: "Error al realizar la petición.",
    });
  });
});
