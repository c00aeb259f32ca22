import { routeTable } from "@gse/sdk";
import { expect } from "./fixtures.ts";
import { serveKiosk, test } from "./fixtures-kiosk.ts";

/** Every route a signed-out visitor can open, with a screen slot: the family draws each. */
const screenRoutes = routeTable.filter((route) => "slot" in route && route.access !== "protected");

test("a brand of a family written outside @gse/components draws every route in that family's page", async ({
  page,
  kioskPortal: portal,
}) => {
  // The example family's test-only brand, served by a build that registers the family (fixtures-kiosk.ts).
  await serveKiosk(page, portal);
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
