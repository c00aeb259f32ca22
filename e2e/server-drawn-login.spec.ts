import type { Page, Request, Route } from "@playwright/test";
import { demoPassword, expect, test } from "./fixtures.ts";

/**
 * The login drawn by the server (docs/performance.md, docs/architecture.md): the page's HTML already holds the
 * branded form, before any script runs, and the portal hydrates that HTML instead of drawing it again. What is
 * typed before the scripts have run stays, and a submit made meanwhile is sent once, as soon as the portal can.
 */

/** The page's own scripts, which a journey holds back to act on the server's HTML alone. */
const portalScript = /\/assets\/[^/]+\.js$/;
const holdScript = /\/assets\/submit-hold-[^/]+\.js$/;

/** Holds the portal's scripts (all of them, or all but the submit hold) until `release` is called. */
async function holdScripts(page: Page, { exceptHold }: { readonly exceptHold: boolean }) {
  const held: Route[] = [];
  let released = false;
  await page.route(portalScript, async (route) => {
    if (released || (exceptHold && holdScript.test(route.request().url()))) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Notes the first <form> the page has, from the parser's on: a hydrated page keeps that very element. */
const noteFirstForm = () => {
  const observer = new MutationObserver(() => {
    const form = document.querySelector("form");
    if (!form) return;
    (window as unknown as { firstForm?: Element }).firstForm = form;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

const hydrated = (page: Page) =>
  expect(page.locator("#root")).not.toHaveAttribute("data-gse-ssr", /.*/, { timeout: 20_000 });

/** The POST /api/Login calls the page makes. */
function loginCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/Login") calls.push(request);
  });
  return calls;
}

test("GET /login on payroll holds the user and password fields and the brand's heading in its font, before any script", async ({
  page,
  portal,
}) => {
  await page.route(portalScript, (route) => route.abort());
  const response = await page.goto(portal.url("payroll", "/login"));
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<div id="root" data-gse-ssr="es">/);
  expect(html).toMatch(/<input[^>]* name="user"/);
  expect(html).toMatch(/<input[^>]*type="password"[^>]* name="password"|name="password"[^>]*type="password"/);
  // What the page shows with no script at all: the form, labelled, in payroll's look.
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Usuario" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Contraseña", exact: true })).toBeVisible();
  // Payroll's own wording (brands/payroll/texts/es.json), drawn by the server too.
  await expect(page.getByRole("button", { name: "Ingresar a Nómina", exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Usuario" })).toBeFocused();
  const heading = page.getByRole("heading", { level: 1 });
  // Payroll's face (brands/payroll: Nunito), from the page's built CSS, and loaded.
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Nunito"?,/);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Nunito"', "Login"))).toBe(true);
  expect(await page.evaluate(() => document.fonts.status)).toBe("loaded");
  await page.screenshot({ path: test.info().outputPath("payroll-before-scripts.png") });
});

for (const { host, family } of [
  { host: "payroll", family: "common" },
  { host: "certificate", family: "certificate" },
  { host: "inhibitorylists", family: "themed" },
  { host: "co.selfservice", family: "self-service" },
]) {
  test(`${host} (${family}): the portal hydrates the server's login, with no mismatch`, async ({
    page,
    portal,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(noteFirstForm);
    const response = await page.goto(portal.url(host, "/login"));
    expect(await response?.text()).toMatch(/<div id="root" data-gse-ssr="[a-z]{2}">/);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // The form the parser built is the one on screen: hydrated, not drawn again over it.
    expect(
      await page.evaluate(() => (window as unknown as { firstForm?: Element }).firstForm?.isConnected),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("typed before the scripts are in: the text and the caret stay through hydration, and the sign-in goes once", async ({
  page,
  portal,
}) => {
  const calls = loginCalls(page);
  const scripts = await holdScripts(page, { exceptHold: false });
  await page.goto(portal.url("payroll", "/login"), { waitUntil: "commit" });
  const user = page.getByRole("textbox", { name: "Usuario" });
  const password = page.getByRole("textbox", { name: "Contraseña", exact: true });
  await expect(user).toBeFocused();
  await page.keyboard.type("demo");
  await page.keyboard.press("Tab");
  await page.keyboard.type(demoPassword.slice(0, 4));
  // Enter with no script at all: the form submits nowhere (no password in the address, no reload).
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(portal.url("payroll", "/login"));
  await scripts.release();
  await hydrated(page);
  await expect(user).toHaveValue("demo");
  await expect(password).toBeFocused();
  expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
  // The state holds what was typed: the rest of the password completes it, and Ingresar signs in.
  await page.keyboard.type(demoPassword.slice(4));
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(portal.url("payroll", "/users"));
  expect(calls).toHaveLength(1);
});

test("Ingresar pressed before the portal has hydrated: the button says it is getting ready, and it signs in once hydrated", async ({
  page,
  portal,
}) => {
  const calls = loginCalls(page);
  const scripts = await holdScripts(page, { exceptHold: true });
  await page.goto(portal.url("payroll", "/login"), { waitUntil: "commit" });
  const submit = page.getByRole("button", { name: "Ingresar" });
  await page.getByRole("textbox", { name: "Usuario" }).pressSequentially("demo");
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).pressSequentially(demoPassword);
  await expect(page.locator(`script[src*="submit-hold-"]`)).toHaveCount(1);
  // The hold is in before the portal: pressed twice, the submit is held once.
  await page.waitForFunction(() => "gseSubmitHold" in window);
  await submit.click();
  await submit.click();
  await expect(submit).toHaveAttribute("aria-busy", "true");
  expect(calls).toHaveLength(0);
  await scripts.release();
  await expect(page).toHaveURL(portal.url("payroll", "/users"));
  expect(calls).toHaveLength(1);
});
