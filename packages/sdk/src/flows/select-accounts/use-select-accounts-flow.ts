import { useCallback } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { selectAccountsEffects } from "./select-accounts-effects.ts";
import { selectAccountsMachine } from "./select-accounts-machine.ts";

/** The headless account picker of /selectaccounts. */
export function useSelectAccountsFlow() {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(
    () => runMachine(selectAccountsMachine, selectAccountsEffects(runtime)),
    {
      type: "start",
    },
  );
  return {
    state,
    choose: useCallback((userName: string) => dispatch({ type: "choose", userName }), [dispatch]),
    restore: useCallback(() => dispatch({ type: "restore" }), [dispatch]),
    backToLogin: useCallback(() => dispatch({ type: "backToLogin" }), [dispatch]),
  };
}
