#!/usr/bin/env node
// `pnpm test`: every check and every test layer, in the order a failure is cheapest to read.
// Each step runs even when an earlier one failed, so one run reports everything; the exit code is non-zero
// when any step failed. The output ends with each runner's totals and one plain "N passed, N failed" line.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { stripVTControlCharacters } from "node:util";

const results = ".test-results";
mkdirSync(results, { recursive: true });

/**
 * The steps in stages. A stage's lanes run side by side, each lane's steps one after the other: on two cores the
 * typecheck (one thread) shares the machine with the builds. The first lane's output shows as it comes, the
 * others' when each step ends. The bench runs alone: it times what it checks.
 */
const stages = [
  [
    [
      { name: "typecheck", cmd: "pnpm typecheck" },
      { name: "lint", cmd: "pnpm lint" },
    ],
    [
      // With the manifest and chunk modules (GSE_BUILD_STATS): the bench and the budget test read this build
      // rather than each making its own.
      { name: "build portal", cmd: "pnpm build", env: { GSE_BUILD_STATS: "1" } },
      { name: "build storybook", cmd: "pnpm build-storybook" },
      {
        name: "review sheets (smoke: one brand)",
        cmd: `pnpm review:sheets --no-build --brands payroll --out ${results}/review-sheets`,
      },
    ],
  ],
  // The bench of docs/performance.md, run once so its command stays working; --check holds the sizes to the budget
  // and the timings bench/budget.json marks as checked (the users filter's input delay, the menu drag's frames),
  // each measured before the test layers start, on an otherwise idle machine.
  [
    [
      {
        name: "bench (smoke: one cold load, budget check)",
        cmd: "pnpm bench --check --runs 1 --portal-dist apps/portal/dist",
      },
    ],
  ],
  [
    [
      {
        name: "vitest (unit, components, api, api on PostgreSQL, browser, stories, review grid)",
        cmd: `pnpm exec vitest run --configLoader runner --reporter=default --reporter=json --outputFile.json=${results}/vitest.json`,
        env: { GSE_PORTAL_DIST: "apps/portal/dist" },
        counts: () => vitestCounts(`${results}/vitest.json`),
        failures: () => vitestFailures(`${results}/vitest.json`),
      },
    ],
  ],
  // After Vitest, not beside it: both keep the two cores busy (measured side by side: 1.9 of 2 cores for as long
  // as both took one after the other), and journeys then timed out waiting on a starved server.
  [
    [
      {
        name: "playwright (end to end)",
        cmd: "pnpm exec playwright test",
        counts: () => playwrightCounts(`${results}/playwright.json`),
        failures: () => playwrightFailures(`${results}/playwright.json`),
      },
    ],
  ],
];

/**
 * Runs a command and answers its exit code and what it printed: shown as it comes (`live`), or kept and shown
 * under its heading when it ends.
 */
function run(cmd, env, live) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: ["ignore", "pipe", live ? "inherit" : "pipe"], env });
    let output = "";
    const keep = (chunk) => {
      if (live) process.stdout.write(chunk);
      output += chunk;
    };
    child.stdout.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** The machine's busy and total CPU ticks so far (Linux's /proc/stat), to report how much of it a stage used. */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = ticks[3] + ticks[4];
    const total = ticks.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

const MAX_LISTED = 20;
const outcomes = [];
const stageLines = [];
let reviewedPages = 0;
let reviewedGrid = 0;
let reviewedGridDark = 0;
let reviewedPagesDark = 0;
const runStarted = Date.now();

async function runStep(step, live) {
  const heading = `\n━━ ${step.name}: ${step.cmd}`;
  if (live) console.log(heading);
  const started = Date.now();
  const { code, output } = await run(
    step.cmd,
    { ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? "0" : "1" },
    live,
  );
  if (!live) console.log(`${heading}\n${output}`);
  // The review grid prints, per family, the brand × screen × state × width combinations it checked; each review
  // page story the brand × screen × width specimens on it.
  for (const match of output.matchAll(/review grid \S+: (\d+) combinations/g))
    reviewedGrid += Number(match[1]);
  // ... and how many of them were the dark scheme (each brand that can show dark, re-themed state by state).
  for (const match of output.matchAll(/review grid \S+: \d+ combinations.*?, (\d+) of them in dark/g))
    reviewedGridDark += Number(match[1]);
  for (const match of output.matchAll(/review (?!grid )\S.*?: (\d+) combinations/g))
    reviewedPages += Number(match[1]);
  for (const match of output.matchAll(/review (?!grid )\S.*?: \d+ combinations.*?, (\d+) of them in dark/g))
    reviewedPagesDark += Number(match[1]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  outcomes.push({
    name: step.name,
    ok: code === 0,
    seconds,
    counts: step.counts?.(),
    failures: step.failures?.() ?? [],
  });
}

for (const lanes of stages) {
  const started = Date.now();
  const before = cpuTicks();
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const step of lane) await runStep(step, index === 0);
    }),
  );
  const after = cpuTicks();
  const seconds = (Date.now() - started) / 1000;
  const cores =
    before && after
      ? ((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length
      : undefined;
  stageLines.push(
    `stage ${lanes.map((lane) => lane.map((step) => step.name.split(" (")[0]).join(" → ")).join(" ‖ ")}: ${seconds.toFixed(1)}s${cores === undefined ? "" : `, ${cores.toFixed(1)} of ${os.cpus().length} cores busy`}`,
  );
}

console.log("\n━━ summary");
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { name, ok, seconds, counts, failures } of outcomes) {
  const tally = counts
    ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)`
    : "";
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${tally} in ${seconds}s`);
  // The failed tests by name, so that the last lines of a CI log say which ones without the whole log.
  for (const failure of failures.slice(0, MAX_LISTED)) console.log(`     ✗ ${failure}`);
  if (failures.length > MAX_LISTED) console.log(`     ... and ${failures.length - MAX_LISTED} more`);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  if (!ok && !counts) failed += 1; // a failed check (typecheck, lint, build) counts as one failure
}
console.log(
  `review pages: ${reviewedPages} specimens (brand × screen × width × scheme) checked with axe and for sideways scroll, ${reviewedPagesDark} of them in dark`,
);
console.log(
  `review grid: ${reviewedGrid} combinations (brand × screen × state × width × scheme) checked with axe and for sideways scroll, ${reviewedGridDark} of them in dark`,
);
for (const line of stageLines) console.log(line);
console.log(`all steps: ${((Date.now() - runStarted) / 1000).toFixed(1)}s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);

/** One line per failure: where, what, and the first line of why. */
function failureLine(where, what, message = "") {
  const reason = stripVTControlCharacters(message).trim().split("\n")[0].slice(0, 160);
  return `${where} › ${what}${reason ? `: ${reason}` : ""}`;
}

function vitestFailures(path) {
  const report = readJson(path);
  if (!report) return [];
  const relative = (file) => file.replace(`${process.cwd()}/`, "");
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => failureLine(relative(file.name), test.fullName, test.failureMessages?.[0])),
  );
  const files = filesFailedOutsideTests(report).map((file) =>
    failureLine(relative(file.name), "(outside its tests: an import or a hook)", file.message),
  );
  const all = [...tests, ...files];
  return all.length === 0 && !report.success
    ? ["(an error outside any test file: see Unhandled Errors above)"]
    : all;
}

/** Files that failed with none of their tests failed: an import, a hook, an error after the tests. */
function filesFailedOutsideTests(report) {
  return report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
}

function playwrightFailures(path) {
  const report = readJson(path);
  if (!report) return [];
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return (report.suites ?? [])
    .flatMap(specs)
    .filter((spec) => spec.tests.some((test) => test.status === "unexpected"))
    .map((spec) => {
      const result = spec.tests.flatMap((test) => test.results).find((r) => r.errors?.length);
      return failureLine(`${spec.file}:${spec.line}`, spec.title, result?.errors[0]?.message);
    });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

function vitestCounts(path) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  // A failed test counts once (not again for its file); a file that failed outside its tests counts as one, and
  // so does a run that failed with neither (an unhandled error).
  const failed = report.numFailedTests + filesFailedOutsideTests(report).length;
  return {
    passed: report.numPassedTests,
    failed: failed === 0 && !report.success ? 1 : failed,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(path) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected, skipped };
}
