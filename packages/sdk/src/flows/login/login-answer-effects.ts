import { cancel, type EffectRunner, every } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { signInAndLeave } from "../session/sign-in-and-leave.ts";
import type { LoginAnswerEffect, LoginAnswerEvent } from "./login-answer.ts";

/** Runs the effects of a login answer (session, redirect, alert, lock countdown) for any login flow. */
export function loginAnswerEffects(
  runtime: SignInRuntime,
): EffectRunner<LoginAnswerEvent, LoginAnswerEffect> {
  const { env, session } = runtime;
  return (effect, dispatch) => {
    switch (effect.type) {
      case "signIn":
        session.getState().signIn({ token: effect.token, refreshToken: effect.refreshToken });
        return;
      case "signInAndLeave":
        if (!signInAndLeave(runtime, effect)) dispatch({ type: "redirectRefused" });
        return;
      case "alert":
        runtime.expiredPasswordUser.current = effect.expiredUser;
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
