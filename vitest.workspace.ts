import { fileURLToPath } from "node:url";
import { materialIconsPlugin } from "@gse/admin/vite";
import { brandsPlugin } from "@gse/brand-kit/node";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import type { TestProjectInlineConfiguration } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";
import { fixtureBrandsDirs } from "./scripts/fixture-brands.ts";

/**
 * The test projects, one per layer. File names choose the layer:
 * `*.test.ts` unit (node), `*.test.tsx` components (jsdom), `*.browser.test.ts(x)` browser (Chromium),
 * `*.stories.tsx` stories (Chromium, each story rendered as a test and checked with axe), `*.grid.test.tsx` the
 * review grid (Chromium, every state story in every brand of its family, at 360 and 1280 px).
 */

// A fresh object per project: Vitest names each browser instance after its project.
const inChromium = (name: string) => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: "chromium" as const, name: `${name} (chromium)` }],
  // Eight browser tabs start at once: the default 30 s to connect ran out on a loaded 2-core machine. A
  // browser that never connects still fails the run.
  connectTimeout: 120_000,
});

const domSetup = fileURLToPath(new URL("./scripts/test-setup-dom.ts", import.meta.url));
const postgresSetup = fileURLToPath(
  new URL("./apps/reference-api/src/testing/postgres-global-setup.ts", import.meta.url),
);
const sources = ["packages/*/src/**", "apps/*/src/**", "examples/*/src/**"];
const browserOnly = ["**/*.browser.test.*", "**/node_modules/**"];
/** The reference API logs nothing in tests unless asked (REFERENCE_LOG_LEVEL=info pnpm exec vitest ...). */
const quietApi = { REFERENCE_LOG_LEVEL: process.env.REFERENCE_LOG_LEVEL ?? "silent" };

/**
 * Two sequence groups, one after the other: the Node projects, two files at a time, then the browser projects'
 * nine tabs together. In one group Vitest ran the Node files one at a time under the tabs' load, every wait and
 * poll in them stretched, and the stage took longer and more CPU (docs/testing.md has the figures). Splitting the
 * browser group further was slower: each group's last tab ends alone, on one core.
 */
const nodeGroup = { maxWorkers: 2, sequence: { groupOrder: 0 } } as const;
const browserGroup = { sequence: { groupOrder: 1 } } as const;

/** Stories the review grid renders and checks in every brand (grid-stories.ts, console-grid.ts, the kiosk's grid). */
const gridStories = [
  "packages/admin/src/**/*.stories.tsx",
  "packages/components/src/families/*/!(*.review).stories.tsx",
  "packages/components/src/page/*.stories.tsx",
];

/**
 * The projects that run in Chromium with every brand (shipped and fixture) and the icons, as instances of one
 * project: they share its Vite server, so each module is transformed once for all of them rather than once a
 * project. Each instance is a project of its own to Vitest (its own tab, run beside the others).
 */
function chromiumProjects(
  instances: readonly { name: string; include: string[]; testTimeout: number; setupFiles?: string[] }[],
): TestProjectInlineConfiguration {
  return {
    plugins: [react(), brandsPlugin({ brandFiles: false, fixtureBrandsDirs }), materialIconsPlugin()],
    test: {
      name: "chromium",
      ...browserGroup,
      browser: {
        ...inChromium("chromium"),
        instances: instances.map((instance) => ({ browser: "chromium" as const, ...instance })),
      },
    },
  };
}

/**
 * A review grid part: 60 s a cell, for the first cell of a file that opens the icon picker loads its script and
 * ~450 icon modules through Vite's dev server, which took over 15 s on a loaded 2-core CI machine (later cells
 * take < 1 s).
 */
const gridPart = (name: string, include: string[]) => ({ name, include, testTimeout: 60_000 });

export const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: "unit",
      ...nodeGroup,
      environment: "node",
      include: [...sources.map((dir) => `${dir}/*.test.ts`), "scripts/*.test.ts"],
      // Several API instances on one database need a PostgreSQL server: the api-postgres project runs these.
      exclude: [...browserOnly, "**/*.postgres.test.ts"],
      // The API's JSON log lines would bury the test output: ops/logger.test.ts reads them from a server of its own.
      env: quietApi,
      // One module graph per worker rather than per file: every API test imported the API, Hono and PGlite
      // afresh, 150 s of the project's 270 on 2 cores. Each test builds its own API on its own database, and
      // the files pass in any order (checked with --sequence.shuffle.files).
      isolate: false,
      // Set-up hooks that build things (checkBrands over every brand folder, an API on its database) share the
      // CPU with the other worker and the processes tests start: the default 10 s ran out in a CI run. A hang still
      // fails.
      hookTimeout: 30_000,
    },
  },
  {
    // The reference API's tests again, each API on a database of its own on a real PostgreSQL server (Debian's
    // postgresql, started for the run on a free port; testing/postgres-global-setup.ts). Tests that name an
    // embedded PGlite folder themselves stay in the unit project only.
    test: {
      name: "api-postgres",
      ...nodeGroup,
      environment: "node",
      include: ["apps/reference-api/src/*.test.ts"],
      // reference-api-doc.test.ts starts `pnpm dev`, which runs on its own embedded database whatever the project:
      // the unit project runs it once, a second copy here only competed with the first for the CPU (and timed out
      // in CI).
      exclude: [
        ...browserOnly,
        "apps/reference-api/src/password-hashing.test.ts",
        "apps/reference-api/src/reference-api-doc.test.ts",
      ],
      globalSetup: [postgresSetup],
      env: quietApi,
      // As in the unit project: each test builds its own API on its own database (60 s down to 43).
      isolate: false,
      hookTimeout: 30_000,
      // 50 parallel sign-ins hash 50 passwords and queue on one PostgreSQL server that the other worker's CPU
      // share: 5 s ran out in CI (the answers were right, late). A hang still fails; timings are the bench's.
      testTimeout: 30_000,
    },
  },
  {
    plugins: [react()],
    test: {
      name: "components",
      ...nodeGroup,
      environment: "jsdom",
      // One module graph and one jsdom per worker rather than per file, as in the unit project: setting up jsdom,
      // React and the testing library afresh for each file took most of the project's time (89 CPU-seconds
      // against 25 for the same tests). Testing Library empties the document after each test, and the files
      // pass in any order (checked with --sequence.shuffle.files).
      isolate: false,
      setupFiles: [domSetup],
      include: sources.map((dir) => `${dir}/*.test.tsx`),
      exclude: [...browserOnly, "**/*.grid.test.tsx"],
      // jsdom runs a whole form's keystrokes on the CPU the browser layers share: on a loaded 2-core machine a
      // long form test passed 5 s. A hang still fails; speed is measured by `pnpm bench`, not here.
      testTimeout: 15_000,
    },
  },
  chromiumProjects([
    {
      // The review pages' browser tests render every brand, as Storybook does.
      name: "browser",
      include: sources.map((dir) => `${dir}/*.browser.test.{ts,tsx}`),
      setupFiles: [domSetup],
      // The review pages' tests draw every brand of a family once its fonts load, beside the grid projects: 45 s
      // ran out for the common family's page (12 brands with one folder added, light and dark) while every grid
      // part started; the stories project's review pages have 90 s for the same page. A hang still fails; speed
      // is the bench's.
      testTimeout: 90_000,
    },
    // The review grid, the run's longest chain, in parts that run side by side: Vitest runs a browser project's
    // files one at a time, and an instance of its own per part (a project to Vitest) is how they overlap (a
    // project-level maxWorkers would need its own sequence group, which runs after the others, not beside). Parts
    // of about equal time: the common family's grid is the longest file, the console's parts replay each state
    // once and re-theme it per brand.
    gridPart("grid", [
      "packages/components/src/testing/grid/common.grid.test.tsx",
      "packages/components/src/testing/grid/brand-grid.grid.test.tsx",
    ]),
    gridPart("grid-families-2", [
      "packages/components/src/testing/grid/self-service.grid.test.tsx",
      "packages/components/src/testing/grid/themed.grid.test.tsx",
    ]),
    gridPart("grid-console-1", ["packages/admin/src/console-1.grid.test.tsx"]),
    gridPart("grid-console-2", ["packages/admin/src/console-2.grid.test.tsx"]),
    gridPart("grid-console-3", ["packages/admin/src/console-3.grid.test.tsx"]),
    gridPart("grid-console-4", ["packages/admin/src/console-4.grid.test.tsx"]),
    // Every email in every brand and language (one frame, axe loaded into it once), then the certificate and
    // kiosk families' grids: short files, beside the console's, which the common family's grid (the longest file)
    // no longer waits behind.
    gridPart("grid-emails", [
      "packages/emails/src/emails.grid.test.tsx",
      "packages/components/src/testing/grid/certificate.grid.test.tsx",
      "examples/kiosk-family/src/**/*.grid.test.tsx",
    ]),
  ]),
  {
    plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
    // A review page draws every brand of its family, light and dark, each once its fonts have loaded, and checks
    // each with axe at both widths: the common family's (11 brands) passed 30 s on a loaded 2-core machine. A hang
    // still fails; speed is the bench's.
    test: {
      name: "stories",
      ...browserGroup,
      browser: inChromium("stories"),
      testTimeout: 90_000,
      // The state stories of the screens, the page-level notices and the console run in the review grid, each in
      // every brand, played, at both widths, with the same axe rules (and the example family's in its own grid):
      // here they were the same play and check once more. This project runs the rest: the review pages, the
      // primitives, the emails' page.
      exclude: gridStories,
    },
  },
];
