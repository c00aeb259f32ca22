import autocannon from "autocannon";

/** What one timed run through nginx saw. */
export interface LoadRun {
  /** When the load began (ms since the epoch): the timeline counts from here. */
  readonly startedAt: number;
  readonly seconds: number;
  /** Answers of any status, plus requests that got none (socket error, timeout). */
  readonly requests: number;
  /** 2xx answers. */
  readonly ok: number;
  /** Answers by status, and `error` for requests that got none. */
  readonly statuses: Readonly<Record<string, number>>;
  /** Each 2xx answer's time in ms, in arrival order. */
  readonly latencies: readonly number[];
  /** Each outcome (status, or 0 for none) with its ms since the run began: when an outage started and ended. */
  readonly timeline: readonly { readonly at: number; readonly status: number }[];
}

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  /** How long the load runs; with `during`, at least this long and until 3 s after the last action ended. */
  readonly seconds: number;
  /** The requests each connection sends in turn, from the first again after the last. */
  readonly requests: autocannon.Request[];
  /** Things done while the load runs (kill an instance, restart PostgreSQL), at ms after its start. */
  readonly during?: readonly { readonly atMs: number; readonly action: () => Promise<unknown> }[];
}

/** Runs autocannon for `seconds` at a fixed concurrency, recording every outcome; awaits the `during` actions. */
export async function runLoad(options: LoadOptions): Promise<LoadRun> {
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const timeline: { at: number; status: number }[] = [];
  let started = Date.now();
  const count = (status: number) => {
    const key = status === 0 ? "error" : String(status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    timeline.push({ at: Date.now() - started, status });
  };
  const actions: Promise<unknown>[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const tracker = autocannon(
      {
        url: options.url,
        connections: options.connections,
        // With actions, the run ends when they have (below); this only bounds it.
        duration: options.during ? 600 : options.seconds,
        // A sign-in at OWASP's scrypt cost queues for seconds on a busy machine: a slow answer is not a lost one.
        timeout: 30,
        requests: options.requests,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    tracker.on("start", () => {
      started = Date.now();
      if (!options.during) return;
      for (const { atMs, action } of options.during) {
        actions.push(new Promise((done) => setTimeout(done, atMs)).then(action));
      }
      Promise.all(actions).then(
        () => {
          const left = Math.max(options.seconds * 1000 - (Date.now() - started), 3000);
          setTimeout(() => tracker.stop(), left);
        },
        (error: unknown) => {
          tracker.stop();
          reject(error);
        },
      );
    });
    tracker.on("response", (_client, status, _bytes, responseTime) => {
      count(status);
      if (status >= 200 && status < 300) latencies.push(responseTime);
    });
    tracker.on("reqError", () => count(0));
  });
  await Promise.all(actions);
  return {
    startedAt: started,
    seconds: result.duration,
    requests: timeline.length,
    ok: latencies.length,
    statuses,
    latencies,
    timeline,
  };
}
