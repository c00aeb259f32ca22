import { join } from "node:path";
import { expect, test } from "./fixtures.ts";

/**
 * The login page of three brands at a phone's and a laptop's width, with no sideways scroll. `pnpm
 * docs:screenshots` writes them to docs/screenshots; a plain run writes them to the test's output folder.
 */
const brands = [
  ["suite", undefined],
  ["payroll", "payroll"],
  ["biometrics_co", "co.biometrics"],
] as const;

for (const [brand, host] of brands) {
  for (const width of [360, 1280] as const) {
    test(`login page of ${brand} at ${width} px`, async ({ page, portal }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(portal.url(host, "/login"));
      await expect(page.getByRole("button", { name: "Ingresar" })).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const folder = process.env.DOCS_SCREENSHOTS ? "docs/screenshots" : testInfo.outputDir;
      await page.screenshot({ path: join(folder, `login-${brand}-${width}.png`), fullPage: true });
    });
  }
}
