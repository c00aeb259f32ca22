import { readFileSync } from "node:fs";
import { type Brand, parseBrand } from "@gse/brand-kit";
import type { Page } from "@playwright/test";
import type { Portal } from "./fixtures.ts";

/**
 * The example family's test-only brand (examples/kiosk-family/brands/kiosk): in no brand store, so a journey
 * serves it as a brand is served, on the files of the brand it extends, at the address the page asks for it.
 */
const kioskFile = JSON.parse(
  readFileSync(new URL("../examples/kiosk-family/brands/kiosk/brand.json", import.meta.url), "utf8"),
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
  // The page names the revision its server holds for the host (the suite's: kiosk is in no store); without that
  // name the boot asks for the brand by key, as on a page written by a server without a store.
  await page.route(
    (url) => url.hostname.startsWith("kiosk."),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      // Node resolves no *.localhost name: the request goes to 127.0.0.1 with the page's Host.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = "127.0.0.1";
      const answer = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
      const body = (await answer.text()).replace(
        /<script type="application\/json" id="gse-brand-revision">.*?<\/script>/,
        "",
      );
      return route.fulfill({ response: answer, body });
    },
  );
  return kiosk;
}
