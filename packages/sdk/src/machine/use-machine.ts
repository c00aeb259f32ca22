import { useEffect, useState, useSyncExternalStore } from "react";
import type { MachineRunner } from "./machine.ts";

/**
 * Binds a runner to a component: created once, disposed on unmount, re-rendering on each state change.
 * The flow hooks (`useLoginFlow`, ...) are this plus their machine and effects.
 */
export function useRunner<State, Event>(
  create: () => MachineRunner<State, Event>,
): [State, (event: Event) => void] {
  const [runner] = useState(create);
  useEffect(() => () => runner.dispose(), [runner]);
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);
  return [state, runner.dispatch];
}
