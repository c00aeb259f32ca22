import { describe, expect, it } from "vitest";
import { type CountdownEvent, countdownMachine } from "./countdown-machine.ts";
import { splashMachine } from "./splash-machine.ts";

const run = (machine: ReturnType<typeof countdownMachine>, events: CountdownEvent[]) =>
  events.reduce<{ state: typeof machine.initial; effects: unknown[] }>(
    (acc, event) => {
      const step = machine.reduce(acc.state, event);
      return { state: step.state, effects: [...acc.effects, ...(step.effects ?? [])] };
    },
    { state: machine.initial, effects: [] },
  );
const ticks = (n: number): CountdownEvent[] => Array.from({ length: n }, () => ({ type: "tick" }));

describe("splash machine", () => {
  it("waits 2000 ms, then goes to /login once", () => {
    const started = splashMachine.reduce(splashMachine.initial, { type: "start" });
    expect(started.effects).toEqual([{ type: "wait", ms: 2000 }]);
    const elapsed = splashMachine.reduce(started.state, { type: "elapsed" });
    expect(elapsed).toEqual({ state: { leaving: true }, effects: [{ type: "navigate", to: "/login" }] });
    expect(splashMachine.reduce(elapsed.state, { type: "elapsed" }).effects).toBeUndefined();
  });
});

describe("countdown machine", () => {
  it("counts whole seconds down from the start value with a ticker each second", () => {
    const { state, effects } = run(countdownMachine(), [{ type: "start", seconds: 60 }, ...ticks(1)]);
    expect(state).toEqual({ secondsLeft: 59, running: true, done: false });
    expect(effects).toEqual([{ type: "startTicker" }]);
  });

  it("'check email again': at zero it stops and is done, so the resend link returns", () => {
    const { state, effects } = run(countdownMachine(), [{ type: "start", seconds: 60 }, ...ticks(60)]);
    expect(state).toEqual({ secondsLeft: 0, running: false, done: true });
    expect(effects).toEqual([{ type: "startTicker" }, { type: "stopTicker" }]);
  });

  it("'password created': at zero it goes to the page named in state", () => {
    const { effects } = run(countdownMachine({ goTo: "/login" }), [
      { type: "start", seconds: 3 },
      ...ticks(5),
    ]);
    expect(effects).toEqual([
      { type: "startTicker" },
      { type: "stopTicker" },
      { type: "navigate", to: "/login" },
    ]);
  });

  it("starts over after a resend", () => {
    const { state, effects } = run(countdownMachine(), [
      { type: "start", seconds: 2 },
      ...ticks(2),
      { type: "start", seconds: 2 },
    ]);
    expect(state).toEqual({ secondsLeft: 2, running: true, done: false });
    expect(effects.at(-1)).toEqual({ type: "startTicker" });
  });

  it("ends at once for a configured value of zero", () => {
    expect(run(countdownMachine({ goTo: "/users" }), [{ type: "start", seconds: 0 }])).toEqual({
      state: { secondsLeft: 0, running: false, done: true },
      effects: [{ type: "navigate", to: "/users" }],
    });
  });

  it("ignores ticks when not running", () => {
    expect(run(countdownMachine(), ticks(3)).state).toEqual(countdownMachine().initial);
  });
});
