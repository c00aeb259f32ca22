import type { Page, Request } from "@playwright/test";
import { apiLogin, expect, type Portal, signIn, test } from "./fixtures.ts";

// Spec §2's splash, session-ended and inactivity screens, each reached by a real flow against the reference
// API (the run's shared portal: these journeys only sign in). Every journey runs the page on Playwright's
// clock, so no timer of the page fires unless a journey moves the clock on (no waiting out 2 s or 10 s here),
// and the page's runtime config names a 10-second idle time (the API's default is 900).
test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.route("**/portal.config.json", async (route) => {
    // Fetched from Node, which does not resolve *.localhost: the same server on its loopback address.
    const url = new URL(route.request().url());
    url.hostname = "127.0.0.1";
    const response = await route.fetch({ url: url.href });
    await route.fulfill({ response, json: { ...(await response.json()), inactivitySeconds: 10 } });
  });
});

/** The same user signs in to payroll (a single-session application) from somewhere else. */
async function signInElsewhere(portal: Portal): Promise<void> {
  const elsewhere = await apiLogin(portal.url(), "demo", "Demo!2026", "payroll");
  expect(elsewhere.ok, await elsewhere.text()).toBe(true);
}

/**
 * Stops the page's clock where it is: an installed clock runs on with real time, and a loaded machine would let
 * the splash's 2 s or part of the idle time pass between two steps. (Paused before the page loads, the boot
 * would wait for ever.)
 */
async function pauseClock(page: Page): Promise<void> {
  // A little ahead: the clock runs on while the call comes back, and it cannot pause in the past. On a loaded
  // machine the round trip can outlast the margin; then it is tried again from the page's new time.
  for (let attempt = 0; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      if (attempt === 4 || !String(error).includes("past")) throw error;
    }
  }
}

/** Counts the page's API calls in flight from now on (the hub's, aborted here, end at once). */
function apiCallsInFlight(page: Page): () => number {
  let inFlight = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith("/api/");
  page.on("request", (request) => {
    if (isApi(request)) inFlight += 1;
  });
  const ended = (request: Request) => {
    if (isApi(request)) inFlight -= 1;
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return () => inFlight;
}

/**
 * Signs in and waits for the console's first load to be answered: a call of it still in flight on a loaded
 * machine would meet the other sign-in's R101 first, and its modal notice would then stand over what the
 * journey clicks, or come before the notice the journey expects.
 */
async function signInToPayroll(page: Page, portal: Portal): Promise<void> {
  const inFlight = apiCallsInFlight(page);
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(portal.url("payroll", "/users"));
  await expect(page.getByRole("button", { name: "Demo Usuario" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Privilegios" }).first()).toBeVisible();
  await expect.poll(inFlight).toBe(0);
}

test("a route the brand has no screen for shows the splash, which goes to /login after 2 s", async ({
  page,
  portal,
}) => {
  // /absent belongs to the self-service family only: payroll's common family has no screen for it.
  await page.goto(portal.url("payroll", "/absent"));
  await expect(page.getByRole("heading", { name: "GSE Nómina" })).toBeVisible();
  await pauseClock(page);
  // The 2000 ms to the millisecond are the splash machine's unit test; here, the page stays until they pass.
  await expect(page).toHaveURL(/\/absent$/);
  await page.clock.runFor(2_000);
  // Running again: the next screen's loading needs the page's timers.
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
});

test("a sign-in elsewhere ends this page's session through the hub: the notice, then the session-ended screen", async ({
  page,
  portal,
}) => {
  const bound = page.waitForResponse((response) => /validatesession/i.test(response.url()) && response.ok());
  await signInToPayroll(page, portal);
  await bound;
  await signInElsewhere(portal);

  const notice = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(notice).toContainText("Se inició sesión con tu usuario en otro dispositivo o navegador.");
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("heading", { name: "Tu sesión fue cerrada." })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("jwtToken"))).toBeNull();
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/Login$/i);
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
});

test("a call whose refresh meets a revoked session (R101) shows the revoked notice, then the session-ended screen", async ({
  page,
  portal,
}) => {
  // No hub for this page, so the only word of the other sign-in is the refresh's R101.
  await page.route("**/api/connections/session/**", (route) => route.abort());
  await page.routeWebSocket(/\/api\/connections\/session/, (socket) => socket.close());
  await signInToPayroll(page, portal);
  await signInElsewhere(portal);

  // The console's next call meets 401 (the session is no longer live), refreshes, and hears R101.
  await page.getByRole("link", { name: "Privilegios" }).first().click();
  const notice = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(notice).toContainText("Tu sesión fue revocada. Inicia sesión nuevamente.");
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("heading", { name: "Tu sesión fue cerrada." })).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/i);
  expect(await page.evaluate(() => sessionStorage.getItem("jwtToken"))).toBeNull();
});

test("10 s without input in the signed-in area close the session and say 'You've been away'; input in between keeps it", async ({
  page,
  portal,
}) => {
  await signInToPayroll(page, portal);
  await pauseClock(page);
  // The idle count starts from this input, not from the sign-in: on a loaded machine seconds of the page's
  // time can pass between the click on Ingresar and the pause.
  await page.keyboard.press("Shift");
  await page.clock.runFor(8_000);
  await page.keyboard.press("Shift");
  await page.clock.runFor(8_000);
  await expect(page).toHaveURL(portal.url("payroll", "/users"));

  await page.clock.runFor(2_000);
  await page.clock.resume();
  // 'You've been away' (spec §2, quoted in English) in the Spanish catalog, as every English-quoted text is.
  await expect(page.getByRole("heading", { name: "Has estado ausente" })).toBeVisible();
  await expect(page.getByText("Tu sesión se cerró por inactividad.")).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/i);
  expect(await page.evaluate(() => sessionStorage.getItem("jwtToken"))).toBeNull();
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
});
