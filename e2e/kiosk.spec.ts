import { readFileSync } from "node:fs";
import { type Brand, parseBrand } from "@gse/brand-kit";
import { routeTable } from "@gse/sdk";
import { expect, test } from "./fixtures.ts";

/**
 * The example family's test-only brand (packages/family-fixture/brands/kiosk): not in the portal's build, so
 * the journey serves it as the build serves a brand, on the files of the brand it extends, at the address the
 * page asks for its brand.
 */
const kioskFile = JSON.parse(
  readFileSync(new URL("../packages/family-fixture/brands/kiosk/brand.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

function kioskOn(parent: Brand): Brand {
  const { $schema: _schema, extends: parentKey, ...own } = kioskFile;
  if (parentKey !== "suite") throw new Error(`kiosk brand.json: extends: expected "suite", got ${parentKey}`);
  const parsed = parseBrand({ ...parent, ...own }, "kiosk brand");
  if (!parsed.success) throw new Error(parsed.problems.map((problem) => problem.message).join("\n"));
  return parsed.brand;
}

/** Every route a signed-out visitor can open, with a screen slot: the family draws each. */
const screenRoutes = routeTable.filter((route) => "slot" in route && route.access !== "protected");

test("a brand of a family written outside @gse/components draws every route in that family's page", async ({
  page,
  portal,
}) => {
  const suite = (await (await fetch(portal.url(undefined, "/brands/suite.json"))).json()) as Brand;
  const kiosk = kioskOn(suite);
  await page.route("**/brands/kiosk.json", (route) => route.fulfill({ json: kiosk }));
  const banner = page.getByRole("banner");

  for (const { path } of screenRoutes) {
    await page.goto(portal.url("kiosk", path));
    // The route's screen, or the one it sends a visitor without its link or state to, in the kiosk's band.
    await expect(banner.getByRole("img", { name: "GSE Kiosco" }), path).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
  }
  await page.goto(portal.url("kiosk", "/login"));
  await expect(page).toHaveTitle("GSE Kiosco");
  await expect(banner).toBeVisible();
});
