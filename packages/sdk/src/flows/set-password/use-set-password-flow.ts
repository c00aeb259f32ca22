import { useCallback, useMemo } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { setPasswordEffects } from "./set-password-effects.ts";
import { passwordCheck, type SetPasswordField, setPasswordMachine } from "./set-password-machine.ts";

/** The headless set/change-password page: reads the emailed link on mount, then takes the new password. */
export function useSetPasswordFlow() {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(() => runMachine(setPasswordMachine, setPasswordEffects(runtime)), {
    type: "start",
  });
  const check = useMemo(() => passwordCheck(state), [state]);
  return {
    state,
    check,
    edit: useCallback(
      (field: SetPasswordField, value: string) => dispatch({ type: "edit", field, value }),
      [dispatch],
    ),
    submit: useCallback(() => dispatch({ type: "submit" }), [dispatch]),
  };
}
