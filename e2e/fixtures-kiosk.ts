import { readFileSync } from "node:fs";
import { type Brand, parseBrand } from "@gse/brand-kit";
import type { Page } from "@playwright/test";
import type { Portal } from "./fixtures.ts";

/**
 * The example family's test-only brand (packages/family-fixture/brands/kiosk): not in the portal's build, so
 * a journey serves it as the build serves a brand, on the files of the brand it extends, at the address the
 * page asks for its brand.
 */
const kioskFile = JSON.parse(
  readFileSync(new URL("../packages/family-fixture/brands/kiosk/brand.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

export function kioskOn(parent: Brand): Brand {
  const { $schema: _schema, extends: parentKey, ...own } = kioskFile;
  if (parentKey !== "suite") throw new Error(`kiosk brand.json: extends: expected "suite", got ${parentKey}`);
  const parsed = parseBrand({ ...parent, ...own }, "kiosk brand");
  if (!parsed.success) throw new Error(parsed.problems.map((problem) => problem.message).join("\n"));
  return parsed.brand;
}

/** Serves the kiosk brand to `page` (at http://kiosk.localhost:PORT) on the portal's suite brand. */
export async function serveKiosk(page: Page, portal: Portal): Promise<Brand> {
  const suite = (await (await fetch(portal.url(undefined, "/brands/suite.json"))).json()) as Brand;
  const kiosk = kioskOn(suite);
  await page.route("**/brands/kiosk.json", (route) => route.fulfill({ json: kiosk }));
  return kiosk;
}
