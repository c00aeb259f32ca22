import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { chromiumArgs, omniboxPopupFeatures, playwrightDisabledFeatures } from "./chromium.ts";

/** The features the installed Playwright disables, read from its launcher's source (where it lists them). */
function installedPlaywrightDisabledFeatures(): string[] {
  const fromRoot = createRequire(import.meta.url);
  const playwright = createRequire(fromRoot.resolve("@playwright/test/package.json"));
  const core = createRequire(playwright.resolve("playwright/package.json"));
  const lib = join(dirname(core.resolve("playwright-core/package.json")), "lib");
  const source = [join(lib, "coreBundle.js"), join(lib, "server/chromium/chromiumSwitches.js")]
    .filter(existsSync)
    .map((file) => readFileSync(file, "utf8"))
    .find((text) => text.includes("disabledFeatures = ["));
  if (!source)
    throw new Error(`${lib}: expected Playwright's list of disabled Chromium features, found none`);
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1] ?? "";
  return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1] ?? "");
}

describe("the Chromium flags every browser test launches with", () => {
  it("keep every feature Playwright disables: Chromium honours only the last --disable-features", () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    const ours = new Set<string>(playwrightDisabledFeatures);
    expect(installed.filter((feature) => !ours.has(feature))).toEqual([]);
  });

  it("pass one --disable-features holding Playwright's and the address bar popup's", () => {
    const switches = chromiumArgs.filter((arg) => arg.startsWith("--disable-features="));
    expect(switches).toHaveLength(1);
    const disabled = (switches[0] ?? "").slice("--disable-features=".length).split(",");
    expect(disabled).toEqual(
      expect.arrayContaining([...playwrightDisabledFeatures, ...omniboxPopupFeatures]),
    );
  });
});
