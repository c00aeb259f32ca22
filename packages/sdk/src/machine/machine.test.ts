import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { every, type Machine, runMachine } from "./machine.ts";

type State = { readonly left: number };
type Event = { type: "start" } | { type: "tick" };
type Effect = { type: "ticker" } | { type: "stop" };

const countdown: Machine<State, Event, Effect> = {
  initial: { left: 3 },
  reduce(state, event) {
    if (event.type === "start") return { state, effects: [{ type: "ticker" }] };
    const left = state.left - 1;
    return { state: { left }, effects: left === 0 ? [{ type: "stop" }] : [] };
  },
};

describe("machine runner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const stops: string[] = [];
    const runner = runMachine(countdown, (effect, dispatch) => {
      if (effect.type === "ticker") return every("ticker", 1000, () => dispatch({ type: "tick" }));
      stops.push("stop");
      return { key: "ticker", stop: () => {} };
    });
    return { runner, stops };
  };

  it("runs effects that dispatch back, and notifies subscribers on each new state", () => {
    const { runner } = start();
    const seen: number[] = [];
    runner.subscribe(() => seen.push(runner.getState().left));
    runner.dispatch({ type: "start" });
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([2, 1, 0]);
  });

  it("stops a running effect when one with the same key starts", () => {
    const { runner } = start();
    runner.dispatch({ type: "start" });
    vi.advanceTimersByTime(3000);
    vi.advanceTimersByTime(5000);
    expect(runner.getState().left).toBe(0);
  });

  it("stops every effect on dispose and ignores later events", () => {
    const { runner } = start();
    runner.dispatch({ type: "start" });
    vi.advanceTimersByTime(1000);
    runner.dispose();
    vi.advanceTimersByTime(5000);
    runner.dispatch({ type: "tick" });
    expect(runner.getState().left).toBe(2);
  });

  it("accepts events again when revived after a dispose (React StrictMode remounts)", () => {
    const { runner } = start();
    runner.dispose();
    runner.revive();
    runner.dispatch({ type: "tick" });
    expect(runner.getState().left).toBe(2);
  });
});
