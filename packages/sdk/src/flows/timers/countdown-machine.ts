import type { Machine, Transition } from "../../machine/machine.ts";

export interface CountdownState {
  readonly secondsLeft: number;
  readonly running: boolean;
  /** The countdown reached zero: the resend link returns, or the page moves on. */
  readonly done: boolean;
}

export type CountdownEvent =
  /** Starts (or starts over) from `seconds`. */
  { readonly type: "start"; readonly seconds: number } | { readonly type: "tick" };

export type CountdownEffect =
  | { readonly type: "startTicker" }
  | { readonly type: "stopTicker" }
  | { readonly type: "navigate"; readonly to: string };

export interface CountdownOptions {
  /** An in-app path to go to at zero (password created); none for a countdown that only ends (resend). */
  readonly goTo?: string;
}

type Step = Transition<CountdownState, CountdownEffect>;

/** A countdown of whole seconds for the info screens, as a pure machine. */
export function countdownMachine(
  options: CountdownOptions = {},
): Machine<CountdownState, CountdownEvent, CountdownEffect> {
  const finish = (effects: CountdownEffect[]): Step => ({
    state: { secondsLeft: 0, running: false, done: true },
    effects: options.goTo === undefined ? effects : [...effects, { type: "navigate", to: options.goTo }],
  });
  return {
    initial: { secondsLeft: 0, running: false, done: false },
    reduce(state, event) {
      if (event.type === "start") {
        const seconds = Math.max(0, Math.floor(event.seconds));
        if (seconds === 0) return finish(state.running ? [{ type: "stopTicker" }] : []);
        return {
          state: { secondsLeft: seconds, running: true, done: false },
          effects: [{ type: "startTicker" }],
        };
      }
      if (!state.running) return { state };
      const secondsLeft = state.secondsLeft - 1;
      return secondsLeft > 0 ? { state: { ...state, secondsLeft } } : finish([{ type: "stopTicker" }]);
    },
  };
}
