import { expect, type Page } from "@playwright/test";
import { type Portal, signIn, test } from "./fixtures.ts";

// Administration paths no other journey walks: a record edited in the card that created it, a seeded
// privilege, a hidden application's assignment, a menu draft left behind, a passport, and a failed load.

async function openConsole(page: Page, portal: Portal, path: string) {
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
  if (path !== "/users") await page.goto(portal.url(undefined, path));
}

test("a role created in its card and edited in the same card is modified, then reads again", async ({
  page,
  freshPortal: portal,
}) => {
  await openConsole(page, portal, "/roles");
  await page.getByRole("button", { name: "Crear rol" }).click();
  await page.getByRole("textbox", { name: /Nombre/ }).fill("Rol de prueba");
  await page.getByRole("button", { name: "Siguiente pestaña" }).click();
  await page.getByRole("button", { name: /^Nómina \(/ }).click();
  await page.getByRole("switch", { name: "Asignar NOMINA_CONSULTAR" }).click();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El rol fue creado exitosamente")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Detalles de aplicaciones del rol" })).toBeVisible();

  // The same open card, edited at once: the second save modifies the role it created.
  await page.getByRole("switch", { name: "Editar" }).click();
  await page.getByRole("switch", { name: "Asignar NOMINA_LIQUIDAR" }).click();
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByText("El rol fue modificado exitosamente")).toBeVisible();
  await expect(page.getByText("Ya existe un rol con ese nombre")).toHaveCount(0);
  // Back to read-only after the update (spec §4: the card's state resets).
  await expect(page.getByRole("heading", { name: "Detalles de aplicaciones del rol" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Editar" })).not.toBeChecked();

  // Back one tab, then out of the card.
  await page.getByRole("button", { name: "Volver" }).click();
  await expect(page.getByRole("heading", { name: "Detalles del rol" })).toBeVisible();
  await page.getByRole("button", { name: "Volver" }).click();
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("Rol de prueba");
  await search.press("Enter");
  await expect(page.getByRole("switch", { name: "Estado de Rol de prueba" })).toHaveCount(1);
});

test("a seeded privilege with a dotted name changes state from the list and saves from its card", async ({
  page,
  freshPortal: portal,
}) => {
  await openConsole(page, portal, "/privileges");
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("notifications.write");
  await search.press("Enter");
  const toggle = page.getByRole("switch", { name: "Estado de notifications.write" });
  await toggle.click();
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
  const notice = page.getByRole("dialog", { name: "Notificación" });
  await expect(notice).toContainText(
    "El privilegio quedó en estado inactivo para todas las aplicaciones asociadas",
  );
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(toggle).not.toBeChecked();

  await page.getByRole("cell", { name: "notifications.write", exact: true }).click();
  await page.getByRole("switch", { name: "Editar" }).click();
  await expect(page.getByRole("textbox", { name: /Nombre/ })).not.toBeEditable();
  await page.getByRole("textbox", { name: /Descripción/ }).fill("Crear y modificar notificaciones");
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByText("El privilegio fue modificado exitosamente")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Detalles del privilegio" })).toBeVisible();
});

test("the privilege card keeps the RESETOTP assignment it hides through 'Asignar todas'", async ({
  page,
  freshPortal: portal,
}) => {
  await openConsole(page, portal, "/privileges");
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("otp.reset");
  await search.press("Enter");
  await page.getByRole("cell", { name: "otp.reset", exact: true }).click();
  await page.getByRole("switch", { name: "Editar" }).click();
  await page.getByRole("switch", { name: "Asignar todas" }).click();
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByText("El privilegio fue modificado exitosamente")).toBeVisible();
  // The server still holds it in RESETOTP, read with the page's own session.
  const applications = await page.evaluate(async () => {
    const response = await fetch("/api/privilege/list", {
      headers: { authorization: sessionStorage.getItem("jwtToken") ?? "" },
    });
    const answer = (await response.json()) as {
      result: { records: { name: string; application: string[] }[] };
    };
    return answer.result.records.find((record) => record.name === "otp.reset")?.application ?? [];
  });
  expect(applications).toContain("resetotp");
});

test("leaving the menu editor with a draft asks first, from the side menu and from Back", async ({
  page,
  portal,
}) => {
  // Inside the page (no reload), so Back is the console's own history move.
  await openConsole(page, portal, "/users");
  const sideMenu = page.getByRole("navigation", { name: "Menú lateral" });
  await sideMenu.getByRole("link", { name: "Ajustes de menú" }).click();
  await page.getByRole("combobox", { name: "Aplicación" }).selectOption({ label: "Nómina" });
  await page.getByRole("button", { name: "Crear ítem" }).click();
  const modal = page.getByRole("dialog", { name: "Nuevo ítem" });
  await modal.getByRole("textbox", { name: /Nombre/ }).fill("Borrador");
  await modal.getByRole("checkbox", { name: "NOMINA_CONSULTAR" }).check();
  await modal.getByRole("combobox", { name: "Función" }).selectOption("home");
  await modal.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("button", { name: "Guardar menú" })).toBeEnabled();

  const question = page.getByRole("dialog", { name: "Cambios sin guardar" });
  await sideMenu.getByRole("link", { name: "Usuarios" }).click();
  await expect(question).toContainText("Debes dar clic en el botón Guardar Menú para aplicar los cambios");
  await question.press("Escape");
  await expect(page).toHaveURL(/\/menuSettings/);
  await expect(page.getByRole("button", { name: "Mover Borrador", exact: true })).toBeVisible();

  await page.goBack();
  await expect(question).toBeVisible();
  await question.press("Escape");
  await expect(page).toHaveURL(/\/menuSettings/);
  await expect(page.getByRole("button", { name: "Mover Borrador", exact: true })).toBeVisible();

  await sideMenu.getByRole("link", { name: "Usuarios" }).click();
  await question.getByRole("button", { name: "No guardar" }).click();
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
});

test("a passport takes letters in the user form; a cédula does not", async ({ page, portal }) => {
  await openConsole(page, portal, "/users");
  await page.getByRole("button", { name: "Crear usuario" }).click();
  await page.getByRole("combobox", { name: /País/ }).selectOption({ label: "Colombia" });
  const type = page.getByRole("combobox", { name: /Tipo de documento/ });
  const document = page.getByRole("textbox", { name: /Número de documento/ });
  await type.selectOption({ label: "Pasaporte" });
  await document.fill("AB123456");
  await document.blur();
  await expect(page.getByText("El campo debe ser numérico, mínimo 1 caracter.")).toHaveCount(0);
  await expect(page.getByText("El campo debe ser alfanumérico.")).toHaveCount(0);
  await type.selectOption({ label: "Cédula de ciudadanía" });
  await document.fill("AB123457");
  await document.blur();
  await expect(page.getByText("El campo debe ser numérico, mínimo 1 caracter.")).toBeVisible();
});

test("a list that fails to load opens the Error alert", async ({ page, portal }) => {
  await openConsole(page, portal, "/users");
  await page.route("**/api/privilege/list", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ information: "Servicio no disponible" }),
    }),
  );
  await page.goto(portal.url(undefined, "/privileges"));
  const alert = page.getByRole("dialog", { name: "Error" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Aceptar" }).click();
  await expect(alert).toBeHidden();
});
