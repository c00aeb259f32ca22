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

// Invoicing asks for a captcha (captchaApply) and the picker shows none: its sign-in sends the set-password link
// just spent in the captcha's place, which the reference API accepts for that link's own user
// (docs/spec-differences.md). A backend that refuses it still has the picker say why.
test("set a password, pick Facturación (captcha): the login is accepted with the spent link, or the picker says why", async ({
  page,
  freshPortal,
}) => {
  const link = await activationLink(freshPortal, "suite");
  await page.goto(link);
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Creada!2026");
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Creada!2026");
  await page.getByRole("button", { name: "Restablecer" }).click();
  await expect(page).toHaveURL(/\/availableapps$/);
  const invoicing = page.getByRole("button", { name: /^Facturación/ });

  // A backend that refuses the link in place of a captcha: the picker keeps the page and shows its reason.
  await page.route("**/api/Login", (route) =>
    route.fulfill({
      status: 400,
      json: { responseCode: 400, informationCode: "R13", information: "Debes resolver el captcha" },
    }),
  );
  await invoicing.click();
  await expect(page.getByText("Debes resolver el captcha")).toBeVisible();
  await expect(page).toHaveURL(/\/availableapps$/);
  await page.unroute("**/api/Login");

  // The reference API: the login carries the spent link as its captcha token and is accepted (A10), and the card's
  // tab is sent to the address it answers. That tab starts with a session storage of its own, so it meets that
  // application's sign-in: the picker hands over an address, not the session.
  const sent: unknown[] = [];
  const answers: unknown[] = [];
  await page.route("**/api/Login", async (route) => {
    sent.push(route.request().postDataJSON());
    const response = await route.fetch();
    answers.push(await response.json());
    await route.fulfill({ response });
  });
  const popup = page.waitForEvent("popup", { timeout: 15_000 });
  await invoicing.click();
  const tab = await popup;
  await expect(tab).toHaveURL(new RegExp(`^${freshPortal.url(undefined, "/").replace(/[.?]/g, "\\$&")}.+`), {
    timeout: 15_000,
  });
  expect(sent).toEqual([expect.objectContaining({ appname: "invoicing", user: "inactive.demo" })]);
  // The link's token (encrypted in the emailed address): a set-password link of that user.
  const [token] = sent.map((body) => String((body as { tokenCaptcha?: unknown }).tokenCaptcha));
  const claims = JSON.parse(Buffer.from(token?.split(".")[1] ?? "", "base64url").toString("utf8"));
  expect(claims).toMatchObject({ purpose: "link", unique_name: "inactive.demo" });
  expect(answers).toEqual([
    expect.objectContaining({ informationCode: "A10", urlApp: freshPortal.url(undefined, "/users") }),
  ]);
  await expect(page.getByText("Debes resolver el captcha")).toBeHidden();
});
