import { Api } from "@gse/contract";
import type { EffectRunner } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import type { OtpEffect, OtpEvent } from "./otp-machine.ts";

/** Runs the OTP machine's effects against the security service. */
export function otpEffects(runtime: SignInRuntime): EffectRunner<OtpEvent, OtpEffect> {
  const { client } = runtime;
  return (effect, dispatch) => {
    switch (effect.type) {
      case "sendOtp":
        void client
          .call(Api.security.sendOtp, { body: { email: effect.email } })
          .then((result) =>
            dispatch(
              result.ok
                ? { type: "sent", message: result.value.information ?? undefined }
                : { type: "failed", failure: result.failure },
            ),
          );
        return;
      case "validateOtp":
        void client
          .call(Api.security.validateOtp, { body: { Email: effect.email, OtpCode: effect.code } })
          .then((result) =>
            dispatch(
              result.ok
                ? { type: "validated", message: result.value.information ?? undefined }
                : { type: "failed", failure: result.failure },
            ),
          );
        return;
    }
  };
}
