import { Api } from "@gse/contract";
import type { EffectRunner } from "../../machine/machine.ts";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import type { SignInRuntime } from "../../runtime.ts";
import {
  type OtpConfirmationEffect,
  type OtpConfirmationEvent,
  type OtpConfirmationState,
  otpConfirmationMachine,
  otpConfirmationToken,
} from "./otp-confirmation-machine.ts";

/** POST /api/login/ValidateOtpMail {token}: R11 comes as a 400 in the same shape, read like an answer. */
export function otpConfirmationEffects(
  runtime: SignInRuntime,
): EffectRunner<OtpConfirmationEvent, OtpConfirmationEffect> {
  return (effect, dispatch) => {
    void runtime.client
      .call(Api.security.otpReset.validateOtpMail, { body: { token: effect.token } })
      .then((result) =>
        dispatch(
          result.ok
            ? { type: "answered", answer: result.value }
            : { type: "failed", failure: result.failure },
        ),
      );
  };
}

/**
 * The headless OTP-reset confirmation: validates the page's link token (the search text after its first 6
 * characters) once, on mount, and answers the page's state.
 */
export function useOtpConfirmation(): OtpConfirmationState {
  const runtime = useSignIn();
  const token = otpConfirmationToken(`?${runtime.env.currentSearch()}`);
  const [state] = useRunner(() => runMachine(otpConfirmationMachine, otpConfirmationEffects(runtime)), {
    type: "start",
    token,
  } satisfies OtpConfirmationEvent);
  return state;
}
