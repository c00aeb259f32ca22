import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";

// The API servers the journeys start in their workers log nothing unless asked (REFERENCE_LOG_LEVEL=info).
process.env.REFERENCE_LOG_LEVEL ??= "silent";

export default defineConfig({
  testDir: "e2e",
  // The journeys' PostgreSQL server and its seeded database, which every portal they open copies (e2e/postgres.ts).
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  // Two files at a time, each worker with its own shared portal (fixtures.ts): on the 2-core CI machine the
  // journeys wait on the network, servers and timers as much as on the CPU, so two overlap well (one worker took
  // about 7 minutes, the CI run's longest step after Vitest). A journey gets 60 s: the default 30 s ran out for
  // long console journeys beside a second worker on a loaded machine; a hang still fails.
  workers: 2,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  // A condition polled, not a speed claim (`pnpm bench` measures speed): 5 s failed journeys on a loaded
  // 2-core machine while the portal was only slow, not wrong.
  // Screenshot baselines (e2e/login-screens.spec.ts) were taken with this same Debian Chromium and the brands'
  // own woff2 fonts: a few anti-aliased pixels may differ, a moved or recoloured element may not. No animation
  // runs into a look (the spinner's rotation is frozen at its start).
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: "disabled", caret: "hide" },
  },
  snapshotPathTemplate: "{testDir}/{testFileName}-snapshots/{arg}{ext}",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
  },
});
