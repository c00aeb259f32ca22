import { useCallback, useEffect } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { inAppPath } from "../../redirect/redirect-policy.ts";
import { resendCountdownSeconds } from "../resend-email/resend-email-machine.ts";
import { countdownMachine } from "./countdown-machine.ts";
import { countdownEffects } from "./timer-effects.ts";

export interface CountdownHookOptions {
  /** Whole seconds to count; the countdown starts once this is known (e.g. a server parameter). */
  readonly seconds: number | undefined;
  /**
   * The page to go to at zero, as navigation state names it: only an in-app path is followed, anything else
   * goes to /Login. Leave it out for a countdown that only ends.
   */
  readonly goTo?: unknown;
}

/**
 * A countdown for the info screens: 'password created' counts from a configured value and then goes to the
 * page named in state; 'check email again' counts 60 s and then offers the resend link again (`restart` after
 * a resend).
 */
export function useCountdown({ seconds, goTo }: CountdownHookOptions) {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(() =>
    runMachine(
      countdownMachine(goTo === undefined ? {} : { goTo: inAppPath(goTo) }),
      countdownEffects(runtime),
    ),
  );
  useEffect(() => {
    if (seconds !== undefined) dispatch({ type: "start", seconds });
  }, [dispatch, seconds]);
  return {
    ...state,
    restart: useCallback(() => {
      if (seconds !== undefined) dispatch({ type: "start", seconds });
    }, [dispatch, seconds]),
  };
}

/** 'Check email again': 60 seconds, then the resend link returns. */
export function useResendCountdown() {
  return useCountdown({ seconds: resendCountdownSeconds });
}
