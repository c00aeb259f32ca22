import type { Page, Route } from "@playwright/test";
import { demoPassword, expect, signIn, test } from "./fixtures.ts";

// Session edge cases: the built portal against a backend that answers the way a real one may.
// The misbehaving answers are the reference API's own, changed on their way to the page.

/** The addresses the tab's main frame went through, same-document moves included. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

const isLoginCall = (url: URL) => url.pathname === "/api/Login";

test("a urlApp the allowlist refuses keeps the user on the login page with the refusal, and no session", async ({
  page,
  portal,
}) => {
  await page.route(isLoginCall, async (route: Route) => {
    // Node does not resolve *.localhost: the call goes to the server's address, with the page's Host kept.
    const url = new URL(route.request().url());
    const headers = { ...route.request().headers(), host: url.host };
    url.hostname = "127.0.0.1";
    const response = await route.fetch({ url: url.href, headers });
    const answer = await response.json();
    await route.fulfill({ response, json: { ...answer, urlApp: "https://elsewhere.example.test/users" } });
  });
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "demo");
  await expect(
    page.getByText("No es posible continuar: la dirección de destino no está permitida."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/i);
  expect(await page.evaluate(() => sessionStorage.getItem("jwtToken"))).toBeNull();
});

test("a successful sign-in goes to urlApp directly, never through `/`", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/login"));
  // Where the tab was each time it asked for something: a detour through `/` shows as requests made there
  // (the signed-in page's code and calls) before urlApp's document arrives.
  const requestedFrom: string[] = [];
  page.on("request", () => requestedFrom.push(new URL(page.url()).pathname));
  await signIn(page, "demo");
  await expect(page).toHaveURL(portal.url("payroll", "/users"));
  await expect(page.getByRole("navigation", { name: "Menú lateral" })).toBeVisible();
  expect(requestedFrom).not.toContain("/");
});

test("a password change whose first try meets a 401 refreshes, retries and shows its own outcome", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(portal.url("payroll", "/users"));
  let first = true;
  await page.route("**/api/login/ChangePassword", async (route) => {
    if (!first) return route.continue();
    first = false;
    await route.fulfill({ status: 401, json: { information: "token expired" } });
  });
  const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/Login/RefreshToken"));
  // The user menu's own change: /changepassword typed in with a session goes to / (a public route, spec §2).
  await page.getByRole("button", { name: "Demo Usuario" }).click();
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();
  await page.getByRole("textbox", { name: "Contraseña actual", exact: true }).fill(demoPassword);
  await page.getByRole("textbox", { name: "Nueva contraseña", exact: true }).fill("Nueva!2026x");
  await page.getByRole("textbox", { name: "Confirmar contraseña", exact: true }).fill("Nueva!2026x");
  await page.getByRole("button", { name: "Restablecer" }).click();
  expect((await refreshed).ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "Tu contraseña fue actualizada." })).toBeVisible();
  await expect(page).toHaveURL(/\/Alert$/i);
});

for (const [kind, stored] of [
  ["an opaque token", "Bearer 3f9c2b7e0a1d4c6b8e5f"],
  ["a corrupted token", "Bearer eyJhbGciOi.###.x"],
] as const) {
  test(`${kind} in storage is cleared and the user lands on /Login once`, async ({ page, portal }) => {
    await page.goto(portal.url("payroll", "/login"));
    await page.evaluate((value) => sessionStorage.setItem("jwtToken", value), stored);
    const addresses = addressesOf(page);
    await page.goto(portal.url("payroll", "/users"));
    await expect(page).toHaveURL(/\/Login$/);
    await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
    // The page is still alive (no bounce loop holding the tab) and has stopped moving.
    expect(await page.evaluate(() => sessionStorage.getItem("jwtToken"))).toBeNull();
    const settled = addresses.length;
    await page.reload();
    await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
    expect(settled).toBeLessThanOrEqual(3);
  });
}
