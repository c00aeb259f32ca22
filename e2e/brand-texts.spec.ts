import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// A brand's own wording (brands/<key>/texts/<language>.json), published with the brand: payroll ships
// texts/es.json with "Ingresar": "Ingresar a Nómina" as the example.

/** The store files of brand texts the page asks for (`/brand-store/files/texts-<language>-<hash>.json`). */
function textsRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/texts[-/]/.test(path)) asked.push(path);
  });
  return asked;
}

/** Every wording a button of the page has shown since it started, first render included. */
async function recordButtonWordings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { buttonWordings: Set<string> }).buttonWordings = seen;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll("button")) seen.add(button.textContent?.trim() ?? "");
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test("payroll's Spanish login says 'Ingresar a Nómina' from its first render, its own texts file the only extra request", async ({
  page,
  portal,
}) => {
  const asked = textsRequests(page);
  await recordButtonWordings(page);
  await page.goto(portal.url("payroll", "/login"));
  await expect(page.getByRole("button", { name: "Ingresar a Nómina", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ingresar", exact: true })).toHaveCount(0);
  // Laid over the catalog before the first render: the catalog's wording never showed.
  const shown = await page.evaluate(() => [
    ...(window as unknown as { buttonWordings: Set<string> }).buttonWordings,
  ]);
  expect(shown).toContain("Ingresar a Nómina");
  expect(shown).not.toContain("Ingresar");
  // Only the Spanish texts, at their immutable address in the brand store.
  expect(asked).toEqual([expect.stringMatching(/^\/brand-store\/files\/texts-es-[0-9a-f]{10}\.json$/)]);
});

test("payroll in English keeps the catalog's 'Sign in' and downloads no texts", async ({ page, portal }) => {
  const asked = textsRequests(page);
  await page.goto(portal.url("payroll", "/login"));
  // Stored once the Spanish page has booted (the server's login hydrated, its texts asked for): set earlier,
  // a slow boot would read English already and ask for nothing at all.
  await expect(page.locator("#root")).not.toHaveAttribute("data-gse-ssr", /.*/);
  await page.evaluate(() => localStorage.setItem("bms_lang", "en"));
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The first load was Spanish (its texts); the English one asked for none.
  expect(asked).toHaveLength(1);
});

for (const host of [undefined, "invoicing", "biometrics", "inhibitorylists"]) {
  test(`${host ?? "the default brand"} keeps 'Ingresar' and asks for no texts`, async ({ page, portal }) => {
    const asked = textsRequests(page);
    await page.goto(portal.url(host, "/login"));
    await expect(page.getByRole("button", { name: "Ingresar", exact: true })).toBeVisible();
    expect(asked).toEqual([]);
  });
}

test("a brand's text holding markup is shown as text, never as markup", async ({ page, portal }) => {
  // The check refuses markup in a texts file; the page holds even if one got through (an edited store file).
  const markup = "<img src=x onerror=alert(1)>";
  await page.route(/\/brand-store\/files\/texts-es-[0-9a-f]+\.json$/, (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ Ingresar: [markup] }) }),
  );
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(portal.url("payroll", "/login"));
  await expect(page.getByRole("button", { name: markup, exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
