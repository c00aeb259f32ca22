import type { Machine } from "../../machine/machine.ts";

/** Spec §2 and §9: the splash screen leaves for /login after this delay. */
export const splashDelayMs = 2000;
export const splashTarget = "/login";

export interface SplashState {
  /** The delay ran out and the page is moving to login. */
  readonly leaving: boolean;
}

export type SplashEvent = { readonly type: "start" } | { readonly type: "elapsed" };

export type SplashEffect =
  | { readonly type: "wait"; readonly ms: number }
  | { readonly type: "navigate"; readonly to: string };

/** The splash screen as a pure machine: wait 2000 ms, then go to /login. */
export const splashMachine: Machine<SplashState, SplashEvent, SplashEffect> = {
  initial: { leaving: false },
  reduce(state, event) {
    if (state.leaving) return { state };
    if (event.type === "start") return { state, effects: [{ type: "wait", ms: splashDelayMs }] };
    return { state: { leaving: true }, effects: [{ type: "navigate", to: splashTarget }] };
  },
};
