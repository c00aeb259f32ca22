import { useEffect, useState, useSyncExternalStore } from "react";
import type { MachineRunner } from "./machine.ts";

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
  const [runner] = useState(create);
  const [startEvent] = useState(start);
  useEffect(() => {
    runner.revive();
    if (startEvent !== undefined) runner.dispatch(startEvent);
    return () => runner.dispose();
  }, [runner, startEvent]);
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);
  return [state, runner.dispatch];
}
