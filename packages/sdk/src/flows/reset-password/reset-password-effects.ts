import type { EffectRunner } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { storageKeys } from "../../session/storage-keys.ts";
import type { ResetPasswordEffect, ResetPasswordEvent } from "./reset-password-machine.ts";
import { findResetAccounts, requestReset, resetOutcome } from "./reset-request.ts";

export function resetPasswordEffects(
  runtime: SignInRuntime,
  fromInvalidLink = false,
): EffectRunner<ResetPasswordEvent, ResetPasswordEffect> {
  return (effect, dispatch) => {
    switch (effect.type) {
      case "findAccounts":
        void findResetAccounts(runtime, effect.email).then((result) =>
          dispatch(
            result.ok
              ? { type: "accountsFound", accounts: result.value.result.users }
              : { type: "failed", failure: result.failure },
          ),
        );
        return;
      case "reset":
        void requestReset(runtime, { ...effect, isInvalidLinkScreen: fromInvalidLink }).then((result) =>
          dispatch(resetOutcome(result)),
        );
        return;
      case "storeAccounts":
        runtime.env.sessionStorage.setItem(storageKeys.users, JSON.stringify(effect.accounts));
        return;
      case "navigate":
        runtime.env.navigate(effect.to, effect.state);
        return;
    }
  };
}
