import { expect } from "@playwright/test";
import { signIn, test } from "./fixtures.ts";

// The privileges list, as an administrator deactivates a privilege.

test("demo deactivates a privilege from the list, confirming, and it stays inactive", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(portal.url(undefined, "/privileges"));
  await expect(page.getByRole("heading", { name: "Privilegios" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("NOMINA_CONSULTAR");
  await search.press("Enter");
  const toggle = page.getByRole("switch", { name: "Estado de NOMINA_CONSULTAR" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("¿Está seguro que desea inactivar este privilegio?");
  await confirm.getByRole("button", { name: "Aceptar" }).click();
  const notice = page.getByRole("dialog", { name: "Notificación" });
  await expect(notice).toContainText(
    "El privilegio quedó en estado inactivo para todas las aplicaciones asociadas",
  );
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(toggle).not.toBeChecked();
  // The server keeps it: a reload reads it inactive.
  await page.reload();
  await expect(page.getByRole("switch", { name: "Estado de NOMINA_CONSULTAR" })).not.toBeChecked();
});

test("demo creates a privilege for two applications from the card", async ({ page, freshPortal: portal }) => {
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(portal.url(undefined, "/privileges"));
  await page.getByRole("button", { name: "Crear privilegio" }).click();
  await expect(page.getByRole("heading", { name: "Nuevo privilegio" })).toBeVisible();
  await page.getByRole("textbox", { name: /Nombre/ }).fill("VER_REPORTES");
  await page.getByRole("textbox", { name: /Descripción/ }).fill("Consultar reportes");
  await expect(page.getByText("82 caracteres restantes")).toBeVisible();
  await page.getByRole("switch", { name: "Asignar Nómina" }).click();
  await page.getByRole("switch", { name: "Asignar Autogestión de identidad" }).click();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El privilegio fue creado exitosamente")).toBeVisible();
  await page.goto(portal.url(undefined, "/privileges"));
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("VER_REPORTES");
  await search.press("Enter");
  await expect(page.getByRole("switch", { name: "Estado de VER_REPORTES" })).toBeChecked();
  await page.getByRole("cell", { name: "VER_REPORTES", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Detalles del privilegio" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Asignar Nómina" })).toHaveAttribute("aria-checked", "true");
});

test("demo deletes a privilege no role grants after '¿Deseas eliminar este privilegio?'; a granted one stays, with the reason", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(portal.url(undefined, "/privileges"));
  await page.getByRole("button", { name: "Crear privilegio" }).click();
  await page.getByRole("textbox", { name: /Nombre/ }).fill("BORRAR_LUEGO");
  await page.getByRole("switch", { name: "Asignar Nómina" }).click();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El privilegio fue creado exitosamente")).toBeVisible();
  await page.goto(portal.url(undefined, "/privileges"));
  const search = page.getByRole("searchbox", { name: "Buscar" });
  const question = page.getByRole("dialog", { name: "Confirmación" });

  await search.fill("BORRAR_LUEGO");
  await search.press("Enter");
  await page.getByRole("button", { name: "Eliminar BORRAR_LUEGO" }).click();
  await expect(question).toContainText("¿Deseas eliminar este privilegio?");
  await question.getByRole("button", { name: "Sí" }).click();
  const notice = page.getByRole("dialog", { name: "Notificación" });
  await expect(notice).toContainText("El privilegio fue eliminado exitosamente");
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("cell", { name: "BORRAR_LUEGO", exact: true })).toBeHidden();

  // Every seeded Nómina role grants NOMINA_CONSULTAR.
  await search.fill("NOMINA_CONSULTAR");
  await search.press("Enter");
  await page.getByRole("button", { name: "Eliminar NOMINA_CONSULTAR" }).click();
  await question.getByRole("button", { name: "Sí" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText(
    "El privilegio está asignado a uno o más roles. Quítalo de esos roles antes de eliminarlo.",
  );
  await error.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("cell", { name: "NOMINA_CONSULTAR", exact: true })).toBeVisible();
});
