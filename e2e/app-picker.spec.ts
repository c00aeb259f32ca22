import { chromiumArgs, chromiumPath } from "../scripts/chromium.ts";
import { activationLink, expect, test } from "./fixtures.ts";

// /availableapps (spec §2): a card opens its application in a new tab "inside the click", so a popup
// blocker lets it through however long the login for that application takes. Playwright turns Chromium's
// popup blocking off by default; this file's browser keeps it on.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ["--disable-popup-blocking"],
  },
});

test.setTimeout(90_000);

test("a card's tab opens in the click, past the popup blocker, and gets its address when a slow login answers", async ({
  page,
  freshPortal,
}) => {
  // The suite's activation lists the user's applications (docs/reference-api.md "Demo data").
  const link = await activationLink(freshPortal, "suite");

  await page.goto(link);
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Creada!2026");
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Creada!2026");
  await page.getByRole("button", { name: "Restablecer" }).click();
  await expect(page).toHaveURL(/\/availableapps$/);

  // The login for the card answers after Chromium's user activation (5 s) has lapsed: a tab opened only then
  // would be blocked (window.open gives null, no popup at all).
  await page.route("**/api/Login", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    await route.continue();
  });
  const popup = page.waitForEvent("popup", { timeout: 10_000 });
  await page.getByRole("button", { name: /^Nómina/ }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(new RegExp(`^${freshPortal.url(undefined, "/").replace(/[.?]/g, "\\$&")}.+`), {
    timeout: 15_000,
  });
  expect(tab.url()).not.toContain("about:blank");
  // The new page cannot reach the picker's page (what noopener would have done).
  expect(await tab.evaluate(() => window.opener)).toBeNull();
});
