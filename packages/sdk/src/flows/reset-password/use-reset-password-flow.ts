import { useCallback } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { resetPasswordEffects } from "./reset-password-effects.ts";
import { canSend, type ResetPasswordOptions, resetPasswordMachine } from "./reset-password-machine.ts";

/** The headless reset-password form: one email field, validated on each change, and its send. */
export function useResetPasswordFlow(options: ResetPasswordOptions) {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(() =>
    runMachine(resetPasswordMachine(options), resetPasswordEffects(runtime, options.fromInvalidLink)),
  );
  return {
    state,
    canSend: canSend(state),
    edit: useCallback((email: string) => dispatch({ type: "edit", email }), [dispatch]),
    submit: useCallback(() => dispatch({ type: "submit" }), [dispatch]),
  };
}
