import { useCallback } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { otpEffects } from "./otp-effects.ts";
import { otpMachine } from "./otp-machine.ts";

export interface OtpFlowOptions {
  /** The address the code goes to. */
  readonly email: string;
}

/** The headless OTP reset (/resetotp): send a 6-digit code to the email, then validate what the user types. */
export function useOtpFlow({ email }: OtpFlowOptions) {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(() => runMachine(otpMachine(email), otpEffects(runtime)));
  return {
    state,
    /** Sends the code; from the code step, sends a new one. */
    send: useCallback(() => dispatch({ type: "send" }), [dispatch]),
    editCode: useCallback((value: string) => dispatch({ type: "edit", value }), [dispatch]),
    validate: useCallback(() => dispatch({ type: "validate" }), [dispatch]),
  };
}
