import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
  },
});
