import { withGlobal } from "@sinonjs/fake-timers";
import type { StoryContext } from "@storybook/react-vite";

/** An installed fake clock: `tick(ms)` runs the timers due in that time. */
export type FakeClock = ReturnType<ReturnType<typeof withGlobal>["install"]>;

type FakedTimer = "setInterval" | "clearInterval" | "setTimeout" | "clearTimeout";

/**
 * Story annotations that hand the page's tickers (`setInterval`, which every countdown of the SDK runs on) to a
 * fake clock the play function advances with `clockOf(context).tick(ms)`: a countdown shown mid-way or run out
 * at once, the same on every run, without waiting. Timeouts stay real unless asked for, because typing,
 * clicking, Storybook's instrumented `expect` and axe all wait on them: a story that fakes them reads the page
 * and ticks first, calls `releaseClock(context)`, and only then asserts. The clock is installed before the screen renders and removed
 * when the story is left, if it is still there.
 */
export function withFakeClock(toFake: readonly FakedTimer[] = ["setInterval", "clearInterval"]) {
  return {
    loaders: [() => ({ clock: withGlobal(globalThis).install({ toFake: [...toFake] }) })],
    beforeEach: (context: StoryContext) => () => releaseClock(context),
  };
}

const released = new WeakSet<FakeClock>();

/** Gives the page its real timers back (once; the story's clean-up calls it too). */
export function releaseClock(context: Pick<StoryContext, "loaded">): void {
  const clock = clockOf(context);
  if (released.has(clock)) return;
  released.add(clock);
  clock.uninstall();
}

/** The fake clock of a story declared with `...withFakeClock()`. */
export function clockOf(context: Pick<StoryContext, "loaded">): FakeClock {
  const clock = context.loaded.clock as FakeClock | undefined;
  if (!clock) throw new Error("clockOf: the story has no fake clock; spread `withFakeClock()` into it");
  return clock;
}
