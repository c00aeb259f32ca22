import { Api, ConnectOidcAnswerSchema } from "@gse/contract";
import type { EffectRunner } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import type { FederatedSignInEffect, FederatedSignInEvent } from "./federated-sign-in-machine.ts";

/** Runs the federated sign-in's effects: the connect call, then leaving only for an allowed address. */
export function federatedSignInEffects(
  runtime: SignInRuntime,
): EffectRunner<FederatedSignInEvent, FederatedSignInEffect> {
  const { env, client } = runtime;
  return (effect, dispatch) => {
    switch (effect.type) {
      case "connect":
        void client
          .send({
            service: "authentication",
            ...Api.authentication.connectOidc,
            headers: { appName: env.application, tenant: env.tenant, tenantLanguage: env.tenantLanguage },
            answer: ConnectOidcAnswerSchema,
          })
          .then((result) =>
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
