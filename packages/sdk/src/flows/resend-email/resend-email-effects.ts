import { Api } from "@gse/contract";
import { cancel, type EffectRunner, every } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import type { ResendEmailEffect, ResendEmailEvent } from "./resend-email-machine.ts";

export function resendEmailEffects(
  runtime: SignInRuntime,
): EffectRunner<ResendEmailEvent, ResendEmailEffect> {
  return (effect, dispatch) => {
    switch (effect.type) {
      case "send":
        void runtime.client
          .call(Api.authentication.sendUserActivationEmail, {
            body: { userName: effect.userName, appName: runtime.env.application },
          })
          .then((result) =>
            dispatch(result.ok ? { type: "sent" } : { type: "failed", failure: result.failure }),
          );
        return;
      case "startCountdown":
        return every("resend", 1000, () => dispatch({ type: "tick" }));
      case "stopCountdown":
        return cancel("resend");
      case "navigate":
        runtime.env.navigate(effect.to, effect.state);
        return;
    }
  };
}
