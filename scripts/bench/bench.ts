/**
 * `pnpm bench`: what the login page costs, beside a bare React 19 login form (bench/floor) built the same way.
 *
 *   pnpm bench [--check] [--runs N] [--latency MS] [--analyze] [--only login|users|menus] [--trace]
 *              [--portal-dist DIR]
 *
 * Builds the portal and the floor, publishes the shipped brands to one brand store and the same with 200
 * generated brands to another (pnpm brands:publish); serves each from a reference API (in a process of its own,
 * serve.ts) on
 * 127.0.0.1; loads the login page in headless Chromium (cold: a new context each time) and prints one table.
 * --check also holds the figures to bench/budget.json and exits 1 when one is over.
 * --runs sets the timed cold loads of each page (default 11, at least 10 for the figures to mean anything).
 * --latency adds MS to every round trip of the timed loads (a phone's network; default 0, the server is local),
 *   which is where the requests a page waits on one after the other show.
 * --analyze writes the bundle visualizer's treemap of the portal build beside the raw results.
 * --portal-dist DIR measures the portal build in DIR (made with GSE_BUILD_STATS=1 pnpm build) instead of building.
 * Then the users list over a large directory (REFERENCE_SEED_USERS generated users, 10000 unless set): the first
 * page after the side menu's link, and the input delay of each key typed into its filter.
 * Then the menu editor over a 500-item tree: frame times while an item is dragged (their 95th percentile checked),
 * rows overlapping halfway (none allowed), and the icon picker's icons fetched only once it opens.
 * --trace also writes a Chrome trace of that drag beside the raw results (Chrome's performance panel opens it).
 * --only users (or menus) builds the portal and measures the users list (or the menu editor) alone; --only login
 * measures the login pages and the console's sign-in without the users list and the menu editor.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { ServerOptions } from "@gse/reference-api";
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
  loginRatioProblems,
  MIN_TIMED_RUNS,
  menuEditorProblems,
  readBudget,
  usersListProblems,
} from "./budget.ts";
import { buildFloor, buildPortal, repoRoot, statsOfBuild, writeJson } from "./build.ts";
import { launchPipeBrowser } from "./cdp-pipe.ts";
import { signInToConsole } from "./console.ts";
import { generateBrands } from "./generated-brands.ts";
import { figuresOf, type LoadFigures, type PageLoad, recordLoginPage, timeLoginPage } from "./measure.ts";
import { measureMenuEditor } from "./menu-editor.ts";
import { startServers } from "./serve.ts";
import { brandAssetFiles, entryStats, loginRouteStats } from "./stats.ts";
import { type PageTiming, printTable, type TimedPage, timingOf } from "./table.ts";
import { measureUsersList } from "./users-list.ts";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    runs: { type: "string", default: "11" },
    latency: { type: "string", default: "0" },
    analyze: { type: "boolean", default: false },
    only: { type: "string" },
    trace: { type: "boolean", default: false },
    "portal-dist": { type: "string" },
  },
});
if (values["portal-dist"] !== undefined && values.analyze)
  throw new Error(
    "--portal-dist: --analyze builds the portal with the treemap's plugin; give one or the other",
  );
if (values.only !== undefined && !["login", "users", "menus"].includes(values.only))
  throw new Error(`--only: expected "login", "users" or "menus", got ${values.only}`);
/** The login pages (with the floor and the generated brands) and the console's sign-in. */
const everything = values.only === undefined || values.only === "login";
/** The users list and the menu editor, on a server with a large directory. */
const directoryToo = values.only !== "login";
/** The users list's directory: REFERENCE_SEED_USERS when set, else 10000. */
const directoryUsers = Number(process.env.REFERENCE_SEED_USERS ?? 10_000);
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
  bare: join(workDir, "portal-without-preload"),
  browserDrawn: join(workDir, "portal-drawn-in-the-browser"),
  floor: join(workDir, "floor"),
};
// The brand stores the servers read (docs/brand-store.md): the shipped brands published; the same with the
// generated brands published too; an empty one for the floor, whose page wears no brand.
const stores = {
  shipped: join(workDir, "store-shipped"),
  generated: join(workDir, `store-${budget.generatedBrands}-brands`),
  empty: join(workDir, "store-empty"),
};

const portalFrom = values["portal-dist"] === undefined ? "building the portal" : "copying the portal's build";
step(
  everything
    ? `${portalFrom}, building the floor, publishing the shipped brands and ${budget.generatedBrands} generated ones`
    : `${portalFrom} and publishing the shipped brands`,
);
// Publishing compiles the brands from their folders and the portal's sources, not from this build: its processes
// run beside the builds, which hold this process.
const published = (async () => {
  await publishBrands(stores.shipped);
  if (everything) {
    // The generated brands published, as an integrator publishes a brand: the portal's build is the same one.
    cpSync(stores.shipped, stores.generated, { recursive: true });
    await publishBrands(stores.generated, generateBrands(workDir, budget.generatedBrands));
    mkdirSync(join(stores.empty, "public"), { recursive: true });
  }
})();
published.catch(() => {}); // awaited below, after the builds
if (values["portal-dist"] !== undefined) {
  // A build made before (pnpm test's, for the journeys too): copied, so the controls below change a copy.
  cpSync(statsOfBuild(resolve(values["portal-dist"])), dist.portal, { recursive: true });
} else {
  await buildPortal({
    outDir: dist.portal,
    plugins: values.analyze
      ? [
          visualizer({
            filename: join(resultsDir, "portal-treemap.html"),
            template: "treemap",
            gzipSize: true,
          }),
        ]
      : [],
  });
}
if (everything) {
  // The same build without its login-preload.json: the page goes out without Link headers (the control that shows what they save).
  cpSync(dist.portal, dist.bare, { recursive: true });
  rmSync(join(dist.bare, "login-preload.json"));
  // The same build without its drawn-login.json: the page goes out with an empty root, and the browser draws the
  // login (the control that shows what the server's HTML saves).
  cpSync(dist.portal, dist.browserDrawn, { recursive: true });
  rmSync(join(dist.browserDrawn, "drawn-login.json"));
  await buildFloor({ outDir: dist.floor });
}

/** `pnpm brands:publish` of a brands directory (the repository's by default) into a store. */
function publishBrands(store: string, brandsDir?: string): Promise<void> {
  const child = spawn("pnpm", ["--silent", "brands:publish", ...(brandsDir ? ["--dir", brandsDir] : [])], {
    cwd: repoRoot,
    env: { ...process.env, BRAND_STORE: store },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm brands:publish: ${output}`)),
    );
  });
}

step(
  directoryToo
    ? `starting the servers (${directoryUsers} generated users for the users list) as the brands publish`
    : "starting the servers as the brands publish",
);
const shippedSettings = { demo: true, brandStore: stores.shipped };
/** The servers the bench measures: the portal as built and its two controls, the floor, 200 more brands, a large directory. */
type ServerName = "portal" | "bare" | "browserDrawn" | "floor" | "generated" | "directory";
const servedBy = (portalDist: string, settings: NonNullable<ServerOptions["settings"]>): ServerOptions => ({
  port: 0,
  portalDist,
  settings,
});
const serverOptions: Partial<Record<ServerName, ServerOptions>> = {
  ...(everything
    ? {
        portal: servedBy(dist.portal, shippedSettings),
        bare: servedBy(dist.bare, shippedSettings),
        browserDrawn: servedBy(dist.browserDrawn, shippedSettings),
        floor: servedBy(dist.floor, { demo: true, brandStore: stores.empty }),
        generated: servedBy(dist.portal, { demo: true, brandStore: stores.generated }),
      }
    : {}),
  ...(directoryToo
    ? {
        directory: servedBy(dist.portal, {
          ...shippedSettings,
          ...(values.only === "menus" ? {} : { seedUsers: directoryUsers }),
        }),
      }
    : {}),
};
// In one process, away from the driver's: the first server of each seed prepares its database, the others copy it.
// Started while the brands still publish: a server reads its store's index when asked, and nothing asks before both.
const [serverGroup] = await Promise.all([startServers(serverOptions), published]);
const { servers } = serverGroup;
const directoryServer = () => {
  if (!servers.directory) throw new Error("bench: the directory server did not start (--only login)");
  return servers.directory;
};
const address = (server: { url: string }, host = "") => {
  const { port } = new URL(server.url);
  return `http://${host}localhost:${port}/`;
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const problems: string[] = [];
try {
  if (everything) await loginAndConsole();
  if (directoryToo && values.only !== "menus") await usersList();
  if (directoryToo && values.only !== "users") await menuEditor();
} finally {
  await browser.close();
  await serverGroup.close();
  for (const folder of [...Object.values(dist), ...Object.values(stores), join(workDir, "brands")]) {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The users list over a large directory: the first page after the menu's link, then the filter typed. */
async function usersList() {
  step(
    `the users list over ${directoryUsers} users, ${runs} sign-ins at CPU ${cpuThrottling}x: the first page after the menu's link, then the filter typed`,
  );
  const firstPages: number[] = [];
  const inputDelays: number[] = [];
  for (let run = 0; run < runs; run++) {
    const load = await measureUsersList(browser, address(directoryServer()).replace(/\/$/, ""), {
      cpuThrottling,
    });
    firstPages.push(load.firstPageMs);
    inputDelays.push(...load.inputDelaysMs);
  }
  const firstPage = timingOf(firstPages);
  const delay = timingOf(inputDelays);
  const delayP95 = percentile(inputDelays, 0.95);
  console.log(
    `\nUsers list over ${directoryUsers} users, CPU ${cpuThrottling}x, ${runs} runs: first page usable after the menu's` +
      ` link, median ${firstPage.median.toFixed(0)} ms (p25–p75 ${firstPage.p25.toFixed(0)}–${firstPage.p75.toFixed(0)},` +
      ` budget ${budget.usersListFirstPageMs}); filter input delay over ${inputDelays.length} keys: median` +
      ` ${delay.median.toFixed(1)} ms, p95 ${delayP95.toFixed(1)} ms, max ${delay.max.toFixed(1)} ms` +
      ` (budget ${budget.usersFilterInputDelayMs} ms at p95).`,
  );
  problems.push(
    ...usersListProblems({ firstPageMedianMs: firstPage.median, inputDelayP95Ms: delayP95 }, budget),
  );
  writeJson(join(resultsDir, "users-list.json"), { directoryUsers, firstPages, inputDelays });
}

/** The menu editor over a 500-item tree: frames while dragging, and when the icon picker's icons load. */
async function menuEditor() {
  step(
    `the menu editor over a 500-item tree, a mouse drag at CPU ${cpuThrottling}x, then the icon picker opened`,
  );
  const load = await measureMenuEditor(browser, address(directoryServer()).replace(/\/$/, ""), {
    cpuThrottling,
    traceFile: values.trace ? join(resultsDir, "menu-drag-trace.json") : undefined,
  });
  const frames = timingOf(load.dragFramesMs);
  const framesP95 = percentile(load.dragFramesMs, 0.95);
  const long = load.dragFramesMs.filter((ms) => ms > 50).length;
  console.log(
    `\nMenu editor, ${load.items} items, CPU ${cpuThrottling}x: dragging an item, ${load.dragFramesMs.length} frames,` +
      ` median ${frames.median.toFixed(1)} ms, p95 ${framesP95.toFixed(1)} ms (budget ${budget.menuDragFrameP95Ms}), max` +
      ` ${frames.max.toFixed(1)} ms (${long} over 50 ms); ${load.overlappingRowsWhileDragging} rows overlapping` +
      ` halfway (a parent dragged). Icon picker: its script ` +
      `${load.pickerScriptBeforeOpen ? "WAS" : "was not"} loaded before it opened; ${load.iconsBeforePicker} icon` +
      ` files before (the shell's own menus), ${load.iconsAfterPicker} more once it opened.`,
  );
  problems.push(
    ...menuEditorProblems(
      { dragFrameP95Ms: framesP95, overlappingRows: load.overlappingRowsWhileDragging },
      budget,
    ),
  );
  if (load.pickerScriptBeforeOpen || load.iconsAfterPicker === 0) {
    problems.push("menu editor: the icon picker's script or icons load before the picker opens");
  }
  writeJson(join(resultsDir, "menu-editor.json"), load);
}

/** The login page beside the floor, the generated brands, and the console's sign-in. */
async function loginAndConsole() {
  if (!servers.portal || !servers.bare || !servers.browserDrawn || !servers.floor || !servers.generated)
    throw new Error("bench: the login servers did not start");
  const { portal, bare: bareServer, floor: floorServer, generated: generatedServer } = servers;
  step("loading each login page once, recording every response");
  const loads: PageLoad[] = [];
  const measure = async (url: string) => {
    const load = await recordLoginPage(browser, url);
    loads.push(load);
    return figuresOf(load);
  };
  const measured = new Map<string, LoadFigures>();
  for (const { host, key } of brands) measured.set(key, await measure(address(portal, host)));
  const floor = await measure(address(floorServer));
  const generated = await measure(address(generatedServer));

  step(
    `timing ${runs} cold loads each of the portal (as served, drawn in the browser, without its preload headers) and the floor, interleaved, CPU ${cpuThrottling}x slower${latencyMs ? `, ${latencyMs} ms added to each round trip` : ""}`,
  );
  const timed = { portal, browserDrawn: servers.browserDrawn, bare: bareServer, floor: floorServer } as const;
  const kinds = ["portal", "browserDrawn", "bare", "floor"] as const;
  const samples = () => ({ visible: [] as number[], usable: [] as number[] });
  const times = { portal: samples(), browserDrawn: samples(), bare: samples(), floor: samples() };
  // A browser of their own, driven without Playwright (cdp-pipe.ts says why).
  const timingBrowser = await launchPipeBrowser();
  try {
    for (let run = 0; run < runs; run++) {
      // Rotate who goes first, so none always meets a warmer machine.
      const order = kinds.map((_, i) => kinds[(i + run) % kinds.length] ?? "portal");
      for (const which of order) {
        const load = await timeLoginPage(timingBrowser, address(timed[which]), { cpuThrottling, latencyMs });
        times[which].visible.push(load.paintedAt);
        times[which].usable.push(load.usableAt);
      }
    }
  } finally {
    await timingBrowser.close();
  }
  const timing = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      { visible: timingOf(times[kind].visible), usable: timingOf(times[kind].usable) },
    ]),
  ) as Record<TimedPage, PageTiming>;
  const ratios = {
    visible: timing.portal.visible.median / timing.floor.visible.median,
    usable: timing.portal.usable.median / timing.floor.usable.median,
  };
  const checked = runs >= MIN_TIMED_RUNS;
  console.log(
    `\nLogin (suite, medians) over the floor: visible ${ratios.visible.toFixed(2)}× (budget ` +
      `${budget.loginVisibleRatioToFloor}×), usable ${ratios.usable.toFixed(2)}× (budget ` +
      `${budget.loginUsableRatioToFloor}×)${checked ? "" : `, not checked: fewer than ${MIN_TIMED_RUNS} runs`}; ` +
      `drawn in the browser: visible ${(timing.browserDrawn.visible.median / timing.floor.visible.median).toFixed(2)}×, ` +
      `usable ${(timing.browserDrawn.usable.median / timing.floor.usable.median).toFixed(2)}×; without the preload ` +
      `headers: usable ${(timing.bare.usable.median / timing.floor.usable.median).toFixed(2)}×.`,
  );
  if (checked) problems.push(...loginRatioProblems(ratios, budget));

  step(
    `signing demo in to the console: once for its JavaScript, ${runs} times for the wait to the first list`,
  );
  const consoleLoad = await signInToConsole(browser, address(portal).replace(/\/$/, ""), {
    bodies: true,
  });
  const consoleTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const load = await signInToConsole(browser, address(portal).replace(/\/$/, ""), {
      cpuThrottling,
    });
    consoleTimes.push(load.ingresarToListMs);
  }
  const consoleTiming = timingOf(consoleTimes);

  const shippedStats = loginRouteStats(dist.portal);
  // One build serves both: the published brands are data, not code.
  const generatedStats = loginRouteStats(dist.portal);
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
    ...(await brandAssetProblems(dist.portal, shippedStats)),
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
  const ownAssets = await brandAssetFiles(brands.map(({ key }) => key));
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

function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

function signed(bytes: number): string {
  return `${bytes >= 0 ? "+" : "−"}${kb(Math.abs(bytes))}`;
}
