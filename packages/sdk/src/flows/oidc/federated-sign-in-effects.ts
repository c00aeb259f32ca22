import type { EffectRunner } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { connectOidc } from "./connect-oidc.ts";
import type { FederatedSignInEffect, FederatedSignInEvent } from "./federated-sign-in-machine.ts";

/** Runs the federated sign-in's effects: the connect call, then leaving only for an allowed address. */
export function federatedSignInEffects(
  runtime: SignInRuntime,
): EffectRunner<FederatedSignInEvent, FederatedSignInEffect> {
  return (effect, dispatch) => {
    switch (effect.type) {
      case "connect":
        void connectOidc(runtime).then((result) =>
          dispatch(
            result.ok
              ? { type: "address", url: result.value.result.url }
              : { type: "failed", failure: result.failure },
          ),
        );
        return;
      case "follow":
        if (!runtime.follow(effect.url)) dispatch({ type: "refused" });
        return;
    }
  };
}
