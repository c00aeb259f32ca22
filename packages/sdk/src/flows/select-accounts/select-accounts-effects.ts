import { ResetAccountSchema } from "@gse/contract";
import * as v from "valibot";
import type { EffectRunner } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { storageKeys } from "../../session/storage-keys.ts";
import { requestReset, resetOutcome } from "../reset-password/reset-request.ts";
import type { SelectAccountsEffect, SelectAccountsEvent } from "./select-accounts-machine.ts";

/** The stored list, parsed: it came from this page, but storage is an edge like any other. */
function readStored(storage: Storage) {
  try {
    const parsed = v.safeParse(
      v.array(ResetAccountSchema),
      JSON.parse(storage.getItem(storageKeys.users) ?? "null"),
    );
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export function selectAccountsEffects(
  runtime: SignInRuntime,
): EffectRunner<SelectAccountsEvent, SelectAccountsEffect> {
  const { env } = runtime;
  return (effect, dispatch) => {
    switch (effect.type) {
      case "readStored":
        dispatch({ type: "loaded", accounts: readStored(env.sessionStorage) });
        return;
      case "clearStored":
        env.sessionStorage.removeItem(storageKeys.users);
        return;
      case "reset":
        void requestReset(runtime, { user: effect.userName, isByUser: true }).then((result) =>
          dispatch(resetOutcome(result)),
        );
        return;
      case "navigate":
        env.navigate(effect.to, effect.state);
        return;
    }
  };
}
