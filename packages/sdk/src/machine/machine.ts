/** What a reducer returns: the next state and the effects to run, as data. */
export interface Transition<State, Effect> {
  readonly state: State;
  readonly effects?: readonly Effect[];
}

/** A flow's state machine: a pure reducer, tested without React, timers or HTTP. */
export interface Machine<State, Event, Effect> {
  readonly initial: State;
  reduce(state: State, event: Event): Transition<State, Effect>;
}

/**
 * Runs one effect. It may dispatch events back (an answer arrived, a second ticked) and may return a
 * cleanup, called when the runner is disposed or when the same effect key is started again.
 */
export type EffectRunner<Event, Effect> = (
  effect: Effect,
  dispatch: (event: Event) => void,
) => // biome-ignore lint/suspicious/noConfusingVoidType: most effects start nothing and end with a bare `return`.
void | { readonly key: string; readonly stop: () => void };

export interface MachineRunner<State, Event> {
  getState(): State;
  dispatch(event: Event): void;
  subscribe(listener: () => void): () => void;
  /** Stops every running effect (timers, subscriptions); later dispatches are ignored until `revive`. */
  dispose(): void;
  /** Accepts events again after `dispose`: React StrictMode unmounts and remounts the same component. */
  revive(): void;
}

/** Drives a machine: reduces events, notifies subscribers, runs effects. Framework-free. */
export function runMachine<State, Event, Effect>(
  machine: Machine<State, Event, Effect>,
  runEffect: EffectRunner<Event, Effect>,
  initial: State = machine.initial,
): MachineRunner<State, Event> {
  let state = initial;
  let disposed = false;
  const listeners = new Set<() => void>();
  const running = new Map<string, () => void>();

  function dispatch(event: Event): void {
    if (disposed) return;
    const transition = machine.reduce(state, event);
    if (transition.state !== state) {
      state = transition.state;
      for (const listener of listeners) listener();
    }
    for (const effect of transition.effects ?? []) {
      const started = runEffect(effect, dispatch);
      if (started) {
        running.get(started.key)?.();
        running.set(started.key, started.stop);
      }
    }
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      for (const stop of running.values()) stop();
      running.clear();
    },
    revive() {
      disposed = false;
    },
  };
}

/** A repeating timer effect that can be stopped by key: countdowns tick through this. */
export function every(key: string, ms: number, tick: () => void): { key: string; stop: () => void } {
  const id = setInterval(tick, ms);
  return { key, stop: () => clearInterval(id) };
}

/** A one-off delayed effect that can be cancelled by key (splash, redirect delays, reload after 3 s). */
export function after(key: string, ms: number, run: () => void): { key: string; stop: () => void } {
  const id = setTimeout(run, ms);
  return { key, stop: () => clearTimeout(id) };
}

/** Ends whatever effect runs under `key` (a countdown that reached zero), starting nothing new. */
export function cancel(key: string): { key: string; stop: () => void } {
  return { key, stop: () => {} };
}
