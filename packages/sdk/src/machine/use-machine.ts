import { useEffect, useState, useSyncExternalStore } from "react";
import type { MachineRunner } from "./machine.ts";

const whole = <State>(state: State) => state;

/**
 * Binds a runner to a component: created once, disposed on unmount (revived if React mounts it again, as
 * StrictMode does), re-rendering on each state change. The flow hooks (`useLoginFlow`, ...) are this plus
 * their machine and effects.
 */
export function useRunner<State, Event>(
  create: () => MachineRunner<State, Event>,
  /** Dispatched on mount: a flow that starts by itself (reading a link, fetching a list) names it here. */
  start?: Event,
): [State, (event: Event) => void] {
  return useRunnerSelection(create, start, whole);
}

/**
 * `useRunner` for a component that draws only part of the state: it re-renders when `select`'s answer changes
 * (by Object.is), not on every transition. A flow that starts on mount moves to its loading state as the page is
 * hydrated; a component that draws nothing different while loading (the login form's 'Prueba Gratis' link) then
 * skips a render of its whole subtree before it can be used. `select` returns a part of the state or a value
 * derived as a primitive, never a new object (React would re-render on every read).
 */
export function useRunnerSelection<State, Event, Selected>(
  create: () => MachineRunner<State, Event>,
  start: Event | undefined,
  select: (state: State) => Selected,
): [Selected, (event: Event) => void] {
  const [runner] = useState(create);
  const [startEvent] = useState(start);
  useEffect(() => {
    runner.revive();
    if (startEvent !== undefined) runner.dispatch(startEvent);
    return () => runner.dispose();
  }, [runner, startEvent]);
  const read = () => select(runner.getState());
  const selected = useSyncExternalStore(runner.subscribe, read, read);
  return [selected, runner.dispatch];
}
