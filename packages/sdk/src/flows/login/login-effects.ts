import { sendLogin } from "../../http/login-call.ts";
import type { EffectRunner } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { loginAnswerEffects } from "./login-answer-effects.ts";
import type { LoginEffect, LoginEvent } from "./login-machine.ts";

/** Runs the login machine's effects against the page's runtime. */
export function loginEffects(runtime: SignInRuntime): EffectRunner<LoginEvent, LoginEffect> {
  const answerEffects = loginAnswerEffects(runtime);
  return (effect, dispatch) => {
    switch (effect.type) {
      case "login":
        void sendLogin(runtime, effect).then((result) =>
          dispatch(
            result.ok
              ? { type: "answered", answer: result.value }
              : { type: "failed", failure: result.failure },
          ),
        );
        return;
      default:
        return answerEffects(effect, dispatch);
    }
  };
}
