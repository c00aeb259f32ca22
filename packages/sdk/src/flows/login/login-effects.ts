import { sendLogin } from "../../http/login-call.ts";
import { cancel, type EffectRunner, every } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import type { LoginEffect, LoginEvent } from "./login-machine.ts";

/** Runs the login machine's effects against the page's runtime. */
export function loginEffects(runtime: SignInRuntime): EffectRunner<LoginEvent, LoginEffect> {
  const { env, session } = runtime;
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
      case "signIn":
        session.getState().signIn({ token: effect.token, refreshToken: effect.refreshToken });
        return;
      case "follow":
        if (!runtime.follow(effect.url)) dispatch({ type: "redirectRefused" });
        return;
      case "alert":
        env.navigate("/Alert", { message: effect.message, pageToGo: effect.pageToGo });
        return;
      case "log":
        console.error(effect.message);
        return;
      case "startLockCountdown":
        return every("lock", 1000, () => dispatch({ type: "tick" }));
      case "stopLockCountdown":
        return cancel("lock");
    }
  };
}
