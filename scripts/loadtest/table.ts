import type { LoadRun } from "./load.ts";

/** The value below which `fraction` of the samples fall (nearest rank); undefined without samples. */
export function percentile(samples: readonly number[], fraction: number): number | undefined {
  if (samples.length === 0) return undefined;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** One line of the table: a scenario, what its load saw, and each instance's RSS before and after it. */
export interface Row {
  readonly scenario: string;
  readonly connections: number;
  readonly run: LoadRun;
  /** Per instance: MB before and after; undefined where the process was not running. */
  readonly rss: readonly (readonly [number | undefined, number | undefined])[];
  /** What happened, in words: the failures' statuses, how the fault went. */
  readonly notes: string;
}

const fixed = (value: number | undefined, digits = 0) => (value === undefined ? "—" : value.toFixed(digits));

/** Requests that got no 2xx answer: the statuses and socket errors behind `failed`. */
export function failures(run: LoadRun): number {
  return run.requests - run.ok;
}

/** `502 ×3, error ×1`: the failed outcomes by status, most first. */
export function failureSummary(run: LoadRun): string {
  return Object.entries(run.statuses)
    .filter(([status]) => !status.startsWith("2"))
    .sort((a, b) => b[1] - a[1])
    .map(([status, count]) => `${status} ×${count}`)
    .join(", ");
}

/** The one table of `pnpm loadtest`, in Markdown so that it pastes into docs/operations.md as it is. */
export function formatTable(rows: readonly Row[]): string {
  const instances = Math.max(0, ...rows.map((row) => row.rss.length));
  const header = [
    "scenario",
    "connections",
    "seconds",
    "2xx",
    "2xx per s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "failed",
    ...Array.from({ length: instances }, (_, index) => `RSS ${index + 1} MB before → after`),
    "what happened",
  ];
  const cells = rows.map((row) => [
    row.scenario,
    String(row.connections),
    fixed(row.run.seconds, 1),
    String(row.run.ok),
    fixed(row.run.seconds > 0 ? row.run.ok / row.run.seconds : undefined, 1),
    fixed(percentile(row.run.latencies, 0.5)),
    fixed(percentile(row.run.latencies, 0.95)),
    fixed(percentile(row.run.latencies, 0.99)),
    String(failures(row.run)),
    ...Array.from({ length: instances }, (_, index) => {
      const [before, after] = row.rss[index] ?? [undefined, undefined];
      return `${fixed(before)} → ${fixed(after)}`;
    }),
    row.notes,
  ]);
  const textColumns = new Set([0, header.length - 1]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    `| ${values
      .map((value, column) =>
        textColumns.has(column) ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0),
      )
      .join(" | ")} |`;
  const rule = `|${widths
    .map((width, column) =>
      textColumns.has(column) ? `${"-".repeat(width + 2)}` : `${"-".repeat(width + 1)}:`,
    )
    .join("|")}|`;
  return [line(header), rule, ...cells.map(line)].join("\n");
}
