import { useCallback } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { maskEmail } from "./mask-email.ts";
import { resendEmailEffects } from "./resend-email-effects.ts";
import { type ResendEmailState, resendEmailMachine } from "./resend-email-machine.ts";

/** The headless /resendemail: the user comes from navigation state, already parsed by the route. */
export function useResendEmailFlow(user: ResendEmailState["user"]) {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(
    () => runMachine(resendEmailMachine(user), resendEmailEffects(runtime)),
    {
      type: "start",
    },
  );
  return {
    state,
    maskedEmail: state.user ? maskEmail(state.user.email) : "",
    send: useCallback(() => dispatch({ type: "send" }), [dispatch]),
    notReceived: useCallback(() => dispatch({ type: "notReceived" }), [dispatch]),
  };
}
