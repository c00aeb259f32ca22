import { after, cancel, type EffectRunner, every } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import type { CountdownEffect, CountdownEvent } from "./countdown-machine.ts";
import type { SplashEffect, SplashEvent } from "./splash-machine.ts";

/** Runs the splash machine's effects: one timeout, then the router. */
export function splashEffects(runtime: SignInRuntime): EffectRunner<SplashEvent, SplashEffect> {
  return (effect, dispatch) => {
    switch (effect.type) {
      case "wait":
        return after("splash", effect.ms, () => dispatch({ type: "elapsed" }));
      case "navigate":
        runtime.env.navigate(effect.to);
        return;
    }
  };
}

/** Runs a countdown machine's effects: a ticker each second, stopped at zero, then the router if asked. */
export function countdownEffects(runtime: SignInRuntime): EffectRunner<CountdownEvent, CountdownEffect> {
  return (effect, dispatch) => {
    switch (effect.type) {
      case "startTicker":
        return every("countdown", 1000, () => dispatch({ type: "tick" }));
      case "stopTicker":
        return cancel("countdown");
      case "navigate":
        runtime.env.navigate(effect.to);
        return;
    }
  };
}
