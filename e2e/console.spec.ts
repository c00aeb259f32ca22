import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./fixtures.ts";

// The administration console's shell and first list, as an administrator meets them.

async function signInToConsole(page: Page, url: string, user = "demo") {
  await page.goto(url);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/users/);
}

test("demo signs in and sees the server's menus in all four places", async ({ page, portal }) => {
  await signInToConsole(page, portal.url(undefined, "/login"));
  // 1: the side drawer, with the console's areas by function and the application's pages.
  const side = page.getByRole("navigation", { name: "Menú lateral" });
  await expect(side.getByRole("link", { name: "Usuarios" })).toHaveAttribute("aria-current", "page");
  await expect(side.getByRole("button", { name: "Administración" })).toHaveAttribute("aria-expanded", "true");
  // 2: the top menu.
  await expect(
    page.getByRole("navigation", { name: "Menú superior" }).getByRole("link").first(),
  ).toBeVisible();
  // 3: the user menu, with its application and user sections.
  await page.getByRole("button", { name: "Demo Usuario" }).click();
  const userMenu = page.getByRole("region", { name: "Menú de usuario" });
  await expect(userMenu.getByRole("heading", { name: "Sección aplicación" })).toBeVisible();
  await expect(userMenu.getByRole("heading", { name: "Sección usuario" })).toBeVisible();
  await page.keyboard.press("Escape");
  // 4: the suite tiles, their logos from our own server.
  await page.getByRole("button", { name: "Aplicaciones" }).click();
  const tiles = page.getByRole("region", { name: "Aplicaciones" });
  await expect(tiles.getByRole("link", { name: /Nómina/ })).toHaveAttribute("target", "_blank");
  const logo = tiles.locator("img").first();
  await expect(logo).toHaveJSProperty("complete", true);
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(new URL(await logo.evaluate((image: HTMLImageElement) => image.currentSrc)).origin).toBe(
    new URL(page.url()).origin,
  );
  // The icons are Material icons served from our own origin.
  const icon = side.locator("[data-icon]").first();
  const iconName = await icon.getAttribute("data-icon");
  const served = await page.request.get(new URL(`/icons/material/${iconName}.svg`, page.url()).href);
  expect(served.headers()["content-type"]).toContain("image/svg+xml");
});

test("the console wears the brand it is signed in to", async ({ page, portal }) => {
  const topBarColour = async (host: string | undefined) => {
    await signInToConsole(page, portal.url(host, "/login"));
    const colour = await page
      .locator("header")
      .first()
      .evaluate((bar) => getComputedStyle(bar).backgroundColor);
    await page.goto(portal.url(host, "/logout"));
    await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
    return colour;
  };
  const suite = await topBarColour(undefined);
  const payroll = await topBarColour("payroll");
  expect(payroll).not.toBe(suite);
  await signInToConsole(page, portal.url("payroll", "/login"));
  await expect(page.getByRole("img", { name: "GSE Nómina" })).toBeVisible();
  await expect(page).toHaveTitle("GSE Nómina");
  expect(await page.evaluate(() => document.fonts.check("16px Nunito"))).toBe(true);
});

test("the signed-in moment shows the brand's spinner while the console's scripts load", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  // The console's scripts are fetched only after sign-in: held back a moment, as on a slow phone's network.
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn(page, "demo");
  // A 'Cargando' status on a page with no console header yet: the signed-in moment's, not a list's own. Read in
  // one evaluation, so both hold at once; one that a navigation cuts short reads as "not yet" and is asked again
  // (a CI run failed on "Execution context was destroyed" while the sign-in moved the page on).
  const signingIn = () =>
    page
      .evaluate(
        () =>
          [...document.querySelectorAll('[role="status"]')].some((status) =>
            status.textContent?.includes("Cargando"),
          ) && !document.querySelector("header"),
      )
      .catch((error: unknown) => {
        if (/Execution context was destroyed/.test(String(error))) return false;
        throw error;
      });
  await expect.poll(signingIn).toBe(true);
  await expect(page).toHaveURL(/\/users/);
  await expect(page.getByRole("status").filter({ hasText: "Cargando" })).toHaveCount(0);
});

test("a user without the privilege meets the 403 text; Aceptar reloads /users", async ({ page, portal }) => {
  await signInToConsole(page, portal.url(undefined, "/login"), "noprivileges.demo");
  const notice = page.getByRole("dialog");
  await expect(notice).toContainText(
    "La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes.",
  );
  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect
    .poll(() => page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload ?? false))
    .toBe(false);
});

test("a list's page, size, sort and search survive reload and Back", async ({ page, portal }) => {
  await signInToConsole(page, portal.url(undefined, "/login"));
  const table = page.getByRole("table", { name: "Usuarios" });
  await expect(table.locator("tbody tr")).toHaveCount(10);
  await page.getByLabel("Filas por página").selectOption("25");
  await expect(table.locator("tbody tr")).toHaveCount(25);
  await page.getByRole("button", { name: "Siguiente" }).click();
  await page.getByLabel("Ordenar por").selectOption({ label: "Más antiguo" });
  await expect(page).toHaveURL(/pageSize=25/);
  await expect(page).toHaveURL(/sort=oldest/);
  const paged = page.url();
  await page.getByRole("searchbox", { name: "Buscar" }).fill("ana");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/search=ana/);
  await expect(table.locator("tbody tr").first()).toContainText(/ana/i);
  const searched = page.url();

  await page.reload();
  await expect(page).toHaveURL(searched);
  await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue("ana");
  await expect(page.getByLabel("Ordenar por")).toHaveValue("oldest");
  await expect(page.getByLabel("Filas por página")).toHaveValue("25");

  await page.goBack();
  await expect(page).toHaveURL(paged);
  await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue("");
  await expect(page.getByLabel("Ordenar por")).toHaveValue("oldest");
});

test("the login page loads no console, router or query code; signing in does", async ({ page, portal }) => {
  // Strings each of them keeps through minification: the router's history index, the shell's landmark name,
  // TanStack Query's query hash.
  const markers = ["__TSR_index", "Menú lateral", "queryHash"];
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text().catch(() => ""));
  });
  await page.goto(portal.url(undefined, "/login"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const login = (await Promise.all(scripts)).join("\n");
  expect(markers.filter((marker) => login.includes(marker))).toEqual([]);

  await signIn(page, "demo");
  await expect(page.getByRole("table", { name: "Usuarios" })).toBeVisible();
  const all = (await Promise.all(scripts)).join("\n");
  expect(markers.filter((marker) => all.includes(marker))).toEqual(markers);
});
