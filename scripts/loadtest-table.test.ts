import { describe, expect, it } from "vitest";
import type { LoadRun } from "./loadtest/load.ts";
import { failureSummary, formatTable, percentile } from "./loadtest/table.ts";

// `pnpm loadtest` itself runs for minutes and is not part of `pnpm test`: its table's arithmetic and layout are.

const run = (latencies: number[], statuses: Record<string, number>): LoadRun => ({
  startedAt: 0,
  seconds: 10,
  requests: Object.values(statuses).reduce((sum, count) => sum + count, 0),
  ok: latencies.length,
  statuses,
  latencies,
  timeline: [],
});

describe("pnpm loadtest's table", () => {
  it("takes percentiles by nearest rank", () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect([0.5, 0.95, 0.99, 1].map((fraction) => percentile(samples, fraction))).toEqual([50, 95, 99, 100]);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeUndefined();
  });

  it("names the failures by status, most first", () => {
    expect(failureSummary(run([1], { "200": 1, "502": 2, error: 1, "503": 5 }))).toBe(
      "503 ×5, 502 ×2, error ×1",
    );
  });

  it("prints one Markdown table: a row a scenario, rates per second, RSS before and after per instance", () => {
    const table = formatTable([
      {
        scenario: "sign-in",
        connections: 8,
        run: run([100, 200, 300, 400], { "200": 4 }),
        rss: [
          [150.4, 341.6],
          [149, 160],
        ],
        notes: "",
      },
      {
        scenario: "mix; instance 2 killed",
        connections: 8,
        run: run([5, 5, 5, 5, 5, 5], { "200": 6, "502": 2 }),
        rss: [
          [160, 170],
          [160, undefined],
        ],
        notes: "SIGKILL; failed: 502 ×2",
      },
    ]);
    expect(table.split("\n")).toEqual([
      "| scenario               | connections | seconds | 2xx | 2xx per s | p50 ms | p95 ms | p99 ms | failed | RSS 1 MB before → after | RSS 2 MB before → after | what happened           |",
      "|------------------------|------------:|--------:|----:|----------:|-------:|-------:|-------:|-------:|------------------------:|------------------------:|-------------------------|",
      "| sign-in                |           8 |    10.0 |   4 |       0.4 |    200 |    400 |    400 |      0 |               150 → 342 |               149 → 160 |                         |",
      "| mix; instance 2 killed |           8 |    10.0 |   6 |       0.6 |      5 |      5 |      5 |      2 |               160 → 170 |                 160 → — | SIGKILL; failed: 502 ×2 |",
    ]);
  });
});
