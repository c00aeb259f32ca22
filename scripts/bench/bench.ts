/**
 * `pnpm bench`: what the login page costs, beside a bare React 19 login form (bench/floor) built the same way.
 *
 *   pnpm bench [--check] [--runs N] [--latency MS] [--analyze]
 *
 * Builds the portal, the floor and the portal with 200 generated brands; serves each from the reference API on
 * 127.0.0.1; loads the login page in headless Chromium (cold: a new context each time) and prints one table.
 * --check also holds the figures to bench/budget.json and exits 1 when one is over.
 * --runs sets the timed cold loads of each page (default 11, at least 10 for the figures to mean anything).
 * --latency adds MS to every round trip of the timed loads (a phone's network; default 0, the server is local),
 *   which is where the requests a page waits on one after the other show.
 * --analyze writes the bundle visualizer's treemap of the portal build beside the raw results.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "@gse/reference-api";
import { chromium } from "playwright-core";
import { visualizer } from "rollup-plugin-visualizer";
import { chromiumArgs, chromiumPath } from "../chromium.ts";
import {
  brandAssetProblems,
  brandGrowthProblems,
  consoleJsProblems,
  forbiddenModuleProblems,
  initialJsProblems,
  kb,
  readBudget,
} from "./budget.ts";
import { buildFloor, buildPortal, writeJson } from "./build.ts";
import { signInToConsole } from "./console.ts";
import { generateBrands } from "./generated-brands.ts";
import { figuresOf, type LoadFigures, loadLoginPage, type PageLoad } from "./measure.ts";
import { brandAssetFiles, entryStats, loginRouteStats } from "./stats.ts";
import { printTable, type Timing, timingOf } from "./table.ts";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    runs: { type: "string", default: "11" },
    latency: { type: "string", default: "0" },
    analyze: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs: expected a whole number, got ${values.runs}`);
const latencyMs = Number(values.latency);
if (!Number.isInteger(latencyMs) || latencyMs < 0)
  throw new Error(`--latency: expected whole milliseconds, got ${values.latency}`);

/** The brands of the table: the default, an application, a tenant (host → brand key). */
const brands = [
  { host: "", key: "suite" },
  { host: "payroll.", key: "payroll" },
  { host: "co.selfservice.", key: "selfservice_co" },
] as const;
const cpuThrottling = 4;

const started = Date.now();
const workDir = mkdtempSync(join(tmpdir(), "gse-bench-"));
const resultsDir = join(workDir, "results");
mkdirSync(resultsDir);
const step = (what: string) => console.log(`· ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

const budget = readBudget();
const dist = {
  portal: join(workDir, "portal"),
  floor: join(workDir, "floor"),
  generated: join(workDir, `portal-${budget.generatedBrands}-brands`),
};

step("building the portal, the floor and the portal with generated brands");
await buildPortal({
  outDir: dist.portal,
  plugins: values.analyze
    ? [visualizer({ filename: join(resultsDir, "portal-treemap.html"), template: "treemap", gzipSize: true })]
    : [],
});
await buildFloor({ outDir: dist.floor });
const brandsDir = generateBrands(workDir, budget.generatedBrands);
await buildPortal({ outDir: dist.generated, brandsDir });

const servers = {
  portal: await startServer({ port: 0, portalDist: dist.portal, settings: { demo: true } }),
  floor: await startServer({ port: 0, portalDist: dist.floor, settings: { demo: true } }),
  generated: await startServer({ port: 0, portalDist: dist.generated, settings: { demo: true } }),
};
const address = (server: { url: string }, host = "") => {
  const { port } = new URL(server.url);
  return `http://${host}localhost:${port}/`;
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const problems: string[] = [];
try {
  step("loading each login page once, recording every response");
  const loads: PageLoad[] = [];
  const measure = async (url: string) => {
    const load = await loadLoginPage(browser, url, { bodies: true });
    loads.push(load);
    return figuresOf(load);
  };
  const measured = new Map<string, LoadFigures>();
  for (const { host, key } of brands) measured.set(key, await measure(address(servers.portal, host)));
  const floor = await measure(address(servers.floor));
  const generated = await measure(address(servers.generated));

  step(
    `timing ${runs} cold loads each of the portal and the floor, interleaved, CPU ${cpuThrottling}x slower${latencyMs ? `, ${latencyMs} ms added to each round trip` : ""}`,
  );
  const times = { portal: [] as number[], floor: [] as number[] };
  for (let run = 0; run < runs; run++) {
    // Alternate who goes first, so neither always meets a warmer machine.
    const order = run % 2 === 0 ? (["portal", "floor"] as const) : (["floor", "portal"] as const);
    for (const which of order) {
      const load = await loadLoginPage(browser, address(servers[which]), { cpuThrottling, latencyMs });
      times[which].push(load.usableAt);
    }
  }
  const timing: Record<"portal" | "floor", Timing> = {
    portal: timingOf(times.portal),
    floor: timingOf(times.floor),
  };

  step(
    `signing demo in to the console: once for its JavaScript, ${runs} times for the wait to the first list`,
  );
  const consoleLoad = await signInToConsole(browser, address(servers.portal).replace(/\/$/, ""), {
    bodies: true,
  });
  const consoleTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const load = await signInToConsole(browser, address(servers.portal).replace(/\/$/, ""), {
      cpuThrottling,
    });
    consoleTimes.push(load.ingresarToListMs);
  }
  const consoleTiming = timingOf(consoleTimes);

  const shippedStats = loginRouteStats(dist.portal);
  const generatedStats = loginRouteStats(dist.generated);
  printTable({ brands, measured, floor, generated, timing, budget, runs, cpuThrottling });
  console.log(
    `\nFrom the build's manifest (what the budget test reads): initial JS ${kb(shippedStats.jsTotal.gzip)} gzip` +
      ` with the shipped brands, ${kb(generatedStats.jsTotal.gzip)} with ${budget.generatedBrands} more` +
      ` (${signed(generatedStats.jsTotal.gzip - shippedStats.jsTotal.gzip)}); floor ${kb(entryStats(dist.floor).jsTotal.gzip)}.`,
  );

  console.log(
    `\nConsole after sign-in: ${kb(consoleLoad.js.gzip)} gzip of JavaScript in ${consoleLoad.jsFiles} files` +
      ` (budget ${kb(budget.consoleJsGzipBytes)}); Ingresar → first list usable: median ${consoleTiming.median.toFixed(0)} ms` +
      ` over ${runs} runs at CPU ${cpuThrottling}x (target ${budget.ingresarToFirstListMs} ms, not checked).`,
  );

  // The budget, on the build and on what the browser actually fetched.
  problems.push(
    ...consoleJsProblems(consoleLoad.js.gzip, budget),
    ...initialJsProblems(shippedStats, budget),
    ...forbiddenModuleProblems(shippedStats, budget),
    ...brandAssetProblems(dist.portal, shippedStats),
    ...brandGrowthProblems(shippedStats, generatedStats, budget),
  );
  const suite = measured.get("suite");
  if (suite && suite.js.gzip > budget.loginInitialJsGzipBytes) {
    problems.push(
      `suite in Chromium: initial JS ${kb(suite.js.gzip)} gzip, budget ${kb(budget.loginInitialJsGzipBytes)}`,
    );
  }
  if (generated.js.gzip - (suite?.js.gzip ?? 0) > budget.brandGrowthGzipBytes) {
    problems.push(
      `suite in Chromium: initial JS grows ${signed(generated.js.gzip - (suite?.js.gzip ?? 0))} gzip`,
    );
  }
  const ownAssets = brandAssetFiles(
    dist.portal,
    brands.map(({ key }) => key),
  );
  for (const { key } of brands) {
    const own = ownAssets.get(key) ?? new Set();
    for (const url of measured.get(key)?.assetUrls ?? []) {
      if (!own.has(url))
        problems.push(`${key} in Chromium: fetched ${url}, which is not one of its brand's files`);
    }
  }
  writeJson(join(resultsDir, "bench.json"), {
    loads,
    floor,
    generated,
    times,
    console: { load: consoleLoad, times: consoleTimes },
    stats: { shipped: shippedStats, generated: generatedStats },
  });
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  for (const folder of [...Object.values(dist), join(workDir, "brands")]) {
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(`\nRaw figures${values.analyze ? " and the treemap" : ""}: ${resultsDir}`);
step("done");
if (problems.length > 0) {
  console.error(
    `\nOver budget (bench/budget.json):\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
  );
  if (values.check) process.exit(1);
} else {
  console.log("Within budget (bench/budget.json).");
}

function signed(bytes: number): string {
  return `${bytes >= 0 ? "+" : "−"}${kb(Math.abs(bytes))}`;
}
