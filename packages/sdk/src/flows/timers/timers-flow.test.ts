import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runMachine } from "../../machine/machine.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { countdownMachine } from "./countdown-machine.ts";
import { splashMachine } from "./splash-machine.ts";
import { countdownEffects, splashEffects } from "./timer-effects.ts";

describe("timers against the page", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("the splash screen redirects to /login after 2000 ms", () => {
    const { runtime, moves } = createRuntimeFixture();
    const splash = runMachine(splashMachine, splashEffects(runtime));
    splash.dispatch({ type: "start" });
    vi.advanceTimersByTime(1999);
    expect(moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moves).toEqual([{ to: "/login" }]);
  });

  it("a splash left before the delay does not redirect", () => {
    const { runtime, moves } = createRuntimeFixture();
    const splash = runMachine(splashMachine, splashEffects(runtime));
    splash.dispatch({ type: "start" });
    splash.dispose();
    vi.advanceTimersByTime(5000);
    expect(moves).toEqual([]);
  });

  it("'check email again' counts 60 s, one each second, then is done", () => {
    const { runtime } = createRuntimeFixture();
    const countdown = runMachine(countdownMachine(), countdownEffects(runtime));
    countdown.dispatch({ type: "start", seconds: 60 });
    vi.advanceTimersByTime(1000);
    expect(countdown.getState()).toMatchObject({ secondsLeft: 59, done: false });
    vi.advanceTimersByTime(59_000);
    expect(countdown.getState()).toEqual({ secondsLeft: 0, running: false, done: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("'password created' counts down from the configured value, then goes to the page named in state", () => {
    const { runtime, moves } = createRuntimeFixture();
    const countdown = runMachine(countdownMachine({ goTo: "/users" }), countdownEffects(runtime));
    countdown.dispatch({ type: "start", seconds: 5 });
    vi.advanceTimersByTime(4000);
    expect(moves).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(moves).toEqual([{ to: "/users" }]);
    vi.advanceTimersByTime(10_000);
    expect(moves).toHaveLength(1);
  });
});
