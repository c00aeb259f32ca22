import { expect } from "@playwright/test";
import { signIn, test } from "./fixtures.ts";

// The applications list as an administrator uses it.

test("deactivate and reactivate an application from the list", async ({ page, freshPortal }) => {
  await page.goto(freshPortal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(freshPortal.url(undefined, "/apps"));
  await expect(page.getByRole("heading", { name: "Aplicaciones" })).toBeVisible();
  // RESETOTP exists in the data (the OTP reset belongs to it) and is hidden here.
  await expect(page.getByRole("table")).not.toContainText(/RESETOTP/i);

  const state = page.getByRole("switch", { name: "Estado de Nómina", exact: true });
  const flip = async (expected: "true" | "false") => {
    await state.click();
    const question = page.getByRole("dialog");
    await expect(question).toContainText("¿Deseas activar/desactivar esta aplicación?");
    await question.getByRole("button", { name: "Aceptar" }).click();
    await expect(page.getByText("La aplicación ha sido actualizada")).toBeVisible();
    await expect(state).toHaveAttribute("aria-checked", expected);
  };
  await expect(state).toHaveAttribute("aria-checked", "true");
  await flip("false");
  // Saved: a reload reads it back, and the list opens with inactive applications first.
  await page.reload();
  await expect(state).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("row").nth(1)).toContainText("Nómina");
  await flip("true");
  await page.reload();
  await expect(state).toHaveAttribute("aria-checked", "true");
});

test("create an application through the four tabs, each refusing one invalid value first, then switch it off and on", async ({
  page,
  freshPortal,
}) => {
  await page.goto(freshPortal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(freshPortal.url(undefined, "/apps"));
  await page.getByRole("button", { name: "Crear aplicación" }).click();
  await expect(page.getByRole("heading", { name: "Nueva aplicación" })).toBeVisible();

  const tab = (name: string) => page.getByRole("tab", { name });
  const next = () => page.getByRole("button", { name: "Siguiente pestaña" }).click();
  const text = (name: RegExp) => page.getByRole("textbox", { name });
  const number = (name: RegExp) => page.getByRole("spinbutton", { name });
  const choose = (name: RegExp, option: string) =>
    page.getByRole("combobox", { name }).selectOption({ label: option });

  // Datos Básicos: a two-character title is refused and the form stays on the tab.
  await text(/^Nombre/).fill("Viajes");
  await text(/^Título/).fill("Vi");
  await text(/^URL de la aplicación/).fill("https://viajes.example.com/");
  await text(/^URL de asignación/).fill("https://viajes.example.com/asignar");
  await text(/^URL de inicio/).fill("https://viajes.example.com/inicio");
  await next();
  await expect(page.getByText("Debe tener más de 2 caracteres")).toBeVisible();
  await expect(tab("Datos Básicos")).toHaveAttribute("aria-selected", "true");
  await text(/^Título/).fill("Viajes corporativos");
  await next();

  // Token: an amount of 0 is refused.
  await expect(tab("Token")).toHaveAttribute("aria-selected", "true");
  await number(/^Duración del token\*?$/).fill("0");
  await choose(/^Unidad del token\*?$/, "Minutos");
  await number(/^Expiración del refresh token/).fill("8");
  await choose(/^Unidad de expiración/, "Horas");
  await number(/^Duración del token de activación/).fill("3");
  await choose(/^Unidad del token de activación/, "Días");
  await number(/^Duración del token de asignación/).fill("1");
  await choose(/^Unidad del token de asignación/, "Días");
  await next();
  await expect(page.getByText("El valor no puede ser 0")).toBeVisible();
  await expect(tab("Token")).toHaveAttribute("aria-selected", "true");
  await number(/^Duración del token\*?$/).fill("30");
  await next();

  // Contraseña: an expiration of 0 is refused.
  await expect(tab("Contraseña")).toHaveAttribute("aria-selected", "true");
  await number(/^Número de cambios/).fill("3");
  await number(/^Expiración de la contraseña/).fill("0");
  await choose(/^Tipo de expiración/, "Meses");
  await choose(/^Después de asignar/, "Login de la aplicación");
  await next();
  await expect(page.getByText("El valor no puede ser 0")).toBeVisible();
  await expect(tab("Contraseña")).toHaveAttribute("aria-selected", "true");
  await number(/^Expiración de la contraseña/).fill("6");
  await next();

  // Configuración: 256 concurrent tokens is refused and Guardar saves nothing until it is fixed.
  await expect(tab("Configuración")).toHaveAttribute("aria-selected", "true");
  await page.getByRole("switch", { name: "Sesión concurrente" }).click();
  await number(/^Máximo de tokens concurrentes\*?$/).fill("256");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El valor no puede ser mayor a 255")).toBeVisible();
  await expect(page.getByText("La aplicación fue creada con éxito")).toBeHidden();
  await number(/^Máximo de tokens concurrentes\*?$/).fill("3");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("La aplicación fue creada con éxito")).toBeVisible();

  // Back to the list: the new application is there, with its token duration in words.
  await tab("Datos Básicos").click();
  // Created, it reads as details; its name keys it from now on, so editing leaves the name read-only.
  await page.getByRole("switch", { name: "Editar" }).click();
  await expect(text(/^Nombre/)).toHaveAttribute("readonly", "");
  await page.getByRole("switch", { name: "Editar" }).click();
  await page.getByRole("button", { name: "Volver" }).click();
  await page.getByRole("searchbox", { name: "Buscar" }).fill("Viajes");
  const row = page.getByRole("row", { name: /Viajes corporativos/ });
  await expect(row).toContainText("https://viajes.example.com/");
  await expect(row).toContainText("30 minutos");

  const state = page.getByRole("switch", { name: "Estado de Viajes corporativos", exact: true });
  for (const expected of ["false", "true"] as const) {
    await state.click();
    await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
    await expect(state).toHaveAttribute("aria-checked", expected);
  }
  await page.reload();
  await page.getByRole("searchbox", { name: "Buscar" }).fill("Viajes");
  await expect(state).toHaveAttribute("aria-checked", "true");
});

test("a 2-minute token set in the Token tab is the lifetime of the next sign-in's token", async ({
  page,
  browser,
  freshPortal,
}) => {
  await page.goto(freshPortal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(freshPortal.url(undefined, "/apps"));
  // Enter searches every record: the list's first page shows ten of the seed's eleven applications, and a full
  // run once waited a minute for Nómina's row there; which page holds it is not this journey's concern.
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("Nómina");
  await search.press("Enter");
  await page
    .getByRole("row", { name: /Nómina/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Detalle de datos básicos" })).toBeVisible();
  await page.getByRole("tab", { name: "Token" }).click();
  await page.getByRole("switch", { name: "Editar" }).click();
  await page.getByRole("spinbutton", { name: /^Duración del token\*?$/ }).fill("2");
  await page.getByRole("combobox", { name: /^Unidad del token\*?$/ }).selectOption({ label: "Minutos" });
  await page.getByRole("button", { name: "Actualizar token" }).click();
  await expect(page.getByText("Las opciones de token han sido actualizados")).toBeVisible();

  // The payroll application's own sign-in, in a browser of its own.
  const context = await browser.newContext();
  const payroll = await context.newPage();
  await payroll.goto(freshPortal.url("payroll", "/login"));
  // The answer is read on its way to the page: the portal navigates away once signed in.
  let answer: { token?: string; result?: { token?: string } } = {};
  await payroll.route(/\/api\/Login$/i, async (route) => {
    // Node cannot resolve payroll.localhost: the same server answers on localhost, the body names the app.
    const response = await route.fetch({
      url: route.request().url().replace("//payroll.localhost", "//localhost"),
    });
    answer = JSON.parse(await response.text());
    await route.fulfill({ response });
  });
  await signIn(payroll, "demo");
  await expect.poll(() => answer.token ?? answer.result?.token).toBeTruthy();
  const token = answer.token ?? answer.result?.token ?? "";
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
    exp: number;
    iat: number;
  };
  expect(claims.exp - claims.iat).toBe(120);
  await context.close();
});

test("an application's urlApp changed in Datos Básicos is where its next sign-in goes, within the allowlist", async ({
  page,
  browser,
  freshPortal,
}) => {
  await page.goto(freshPortal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(freshPortal.url(undefined, "/apps"));
  // Enter searches every record: the list's first page shows ten of the seed's eleven applications, and a full
  // run once waited a minute for Nómina's row there; which page holds it is not this journey's concern.
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("Nómina");
  await search.press("Enter");
  await page
    .getByRole("row", { name: /Nómina/ })
    .first()
    .click();
  await page.getByRole("switch", { name: "Editar" }).click();
  // The page's own origin, so the portal follows it; another site would keep the landing path.
  const home = freshPortal.url("payroll", "/home");
  await page.getByRole("textbox", { name: /^URL de la aplicación/ }).fill(home);
  await page.getByRole("button", { name: "Actualizar datos" }).click();
  await expect(page.getByText("Los datos básicos han sido actualizados")).toBeVisible();

  const context = await browser.newContext();
  const payroll = await context.newPage();
  await payroll.goto(freshPortal.url("payroll", "/login"));
  await signIn(payroll, "demo");
  await expect(payroll).toHaveURL(home);
  await context.close();
});
