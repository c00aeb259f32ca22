import { expect, type Page } from "@playwright/test";
import { type Portal, signIn, test } from "./fixtures.ts";

// A privilege made on /privileges, grouped in a role on /roles and granted to a user, decides that
// user's next menus and 403s; deactivated, it leaves the role screen.

/**
 * The reports page of Nómina's side menu is guarded by PAYROLL_REPORTES, a privilege no seed creates
 * (reference API menu-seed-data.ts, reportsPrivilegeOf): nobody sees the page until an administrator creates it.
 */
const PRIVILEGE = "PAYROLL_REPORTES";
const ROLE = "Reportes de nómina";

async function signOut(page: Page, portal: Portal, host?: string) {
  await page.goto(portal.url(host, "/logout"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
}

test("a privilege granted through a role opens its menu item and the calls it covers; deactivated, it leaves the role", async ({
  page,
  freshPortal: portal,
}) => {
  // Four sign-ins and three screens: longer than one screen's journey.
  test.setTimeout(180_000);
  const sideMenu = page.getByRole("navigation", { name: "Menú lateral" });
  const reports = page.getByRole("link", { name: "Reportes", includeHidden: true });
  const refusal =
    "La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes.";

  // Before: in Nómina, noprivileges.demo sees its own page but no reports page, and /users answers 403.
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "noprivileges.demo");
  await expect(page.getByRole("dialog")).toContainText(refusal);
  await expect(sideMenu.getByRole("button", { name: "Nómina", includeHidden: true })).toBeAttached();
  await expect(reports).toHaveCount(0);
  await signOut(page, portal, "payroll");

  // An administrator creates the privilege for two applications, on the privilege card.
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
  await page.goto(portal.url(undefined, "/privileges"));
  await page.getByRole("button", { name: "Crear privilegio" }).click();
  await page.getByRole("textbox", { name: /Nombre/ }).fill(PRIVILEGE);
  await page.getByRole("switch", { name: "Asignar Nómina" }).click();
  await page.getByRole("switch", { name: "Asignar GSE Suite" }).click();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El privilegio fue creado exitosamente")).toBeVisible();

  // Then a role holding it in Nómina (with users.read, which opens /users), hidden in GSE Suite.
  await page.goto(portal.url(undefined, "/roles"));
  await expect(page.getByRole("heading", { name: "Roles" })).toBeVisible();
  await page.getByRole("button", { name: "Crear rol" }).click();
  await expect(page.getByRole("heading", { name: "Nuevo rol" })).toBeVisible();
  await page.getByRole("textbox", { name: /Nombre/ }).fill(ROLE);
  await page.getByRole("button", { name: "Siguiente pestaña" }).click();
  await expect(page.getByRole("heading", { name: "Aplicaciones del nuevo rol" })).toBeVisible();
  await page.getByRole("button", { name: /^Nómina \(/ }).click();
  await page.getByRole("switch", { name: `Asignar ${PRIVILEGE}` }).click();
  await page.getByRole("switch", { name: "Asignar users.read" }).click();
  await expect(page.getByRole("button", { name: "Nómina (2)" })).toBeVisible();
  await page.getByRole("switch", { name: "Visible en GSE Suite" }).click();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El rol fue creado exitosamente")).toBeVisible();

  // The role is granted on the users screen's roles tab, found by the role's name.
  await page.goto(portal.url(undefined, "/users"));
  const userSearch = page.getByRole("searchbox", { name: "Buscar" });
  await userSearch.fill("noprivileges.demo");
  await userSearch.press("Enter");
  await page.getByRole("cell", { name: "noprivileges.demo", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Detalles del usuario" })).toBeVisible();
  await page.getByRole("tab", { name: "Roles" }).click();
  await page.getByRole("button", { name: /^Nómina/ }).click();
  await page.getByRole("switch", { name: "Editar" }).click();
  await page.getByRole("switch", { name: ROLE }).click();
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByText("¡El usuario fue actualizado con éxito!")).toBeVisible();
  await signOut(page, portal);

  // After: the next sign-in carries the privilege: the reports page is in the menu and /users opens.
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "noprivileges.demo");
  await expect(page.getByRole("table", { name: "Usuarios" })).toBeVisible();
  await expect(sideMenu.getByRole("link", { name: "Reportes" })).toBeVisible();
  await expect(page.getByText(refusal)).toHaveCount(0);
  await signOut(page, portal, "payroll");

  // Deactivated on /privileges, the privilege is no longer offered on the role's Aplicaciones tab.
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(portal.url(undefined, "/privileges"));
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill(PRIVILEGE);
  await search.press("Enter");
  await page.getByRole("switch", { name: `Estado de ${PRIVILEGE}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
  const notice = page.getByRole("dialog", { name: "Notificación" });
  await expect(notice).toContainText(
    "El privilegio quedó en estado inactivo para todas las aplicaciones asociadas",
  );
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await page.goto(portal.url(undefined, "/roles"));
  await search.fill(ROLE);
  await search.press("Enter");
  await page.getByRole("cell", { name: ROLE, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Detalles del rol" })).toBeVisible();
  await page.getByRole("tab", { name: "Aplicaciones" }).click();
  await page.getByRole("button", { name: /^Nómina \(/ }).click();
  await expect(page.getByRole("switch", { name: "Asignar users.read" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("switch", { name: `Asignar ${PRIVILEGE}` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Nómina (1)" })).toBeVisible();
});

test("demo inactivates a role from the list, confirming, and it stays inactive", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(portal.url(undefined, "/roles"));
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("Nómina consulta");
  await search.press("Enter");
  const toggle = page.getByRole("switch", { name: "Estado de Nómina consulta" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("¿Está seguro que desea inactivar este rol?");
  await confirm.getByRole("button", { name: "Aceptar" }).click();
  const notice = page.getByRole("dialog", { name: "Notificación" });
  await expect(notice).toContainText("El Rol quedó en estado inactivo");
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(toggle).not.toBeChecked();
  // The server keeps it: a reload reads it inactive.
  await page.reload();
  await expect(page.getByRole("switch", { name: "Estado de Nómina consulta" })).not.toBeChecked();
});

test("demo deletes a role no user holds after '¿Deseas eliminar este rol?', and is told why a held one stays", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(portal.url(undefined, "/roles"));
  const search = page.getByRole("searchbox", { name: "Buscar" });
  const question = page.getByRole("dialog", { name: "Confirmación" });
  const find = async (name: string) => {
    await search.fill(name);
    await search.press("Enter");
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  };

  // No user holds the seeded, inactive 'Administrador de aplicaciones'. No keeps it.
  await find("Administrador de aplicaciones");
  const remove = page.getByRole("button", { name: "Eliminar Administrador de aplicaciones" });
  await remove.click();
  await expect(question).toContainText("¿Deseas eliminar este rol?");
  await question.getByRole("button", { name: "No" }).click();
  await expect(question).toBeHidden();
  await remove.click();
  await question.getByRole("button", { name: "Sí" }).click();
  const notice = page.getByRole("dialog", { name: "Notificación" });
  await expect(notice).toContainText("El rol fue eliminado exitosamente");
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("cell", { name: "Administrador de aplicaciones", exact: true })).toBeHidden();
  // The server holds it gone: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Roles" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Administrador de aplicaciones", exact: true })).toBeHidden();

  // noprivileges.demo holds 'Nómina consulta': the refusal says what to do, and the role stays.
  await find("Nómina consulta");
  await page.getByRole("button", { name: "Eliminar Nómina consulta" }).click();
  await expect(question).toContainText("¿Deseas eliminar este rol?");
  await question.getByRole("button", { name: "Sí" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText(
    "El rol está asignado a uno o más usuarios. Quítaselo antes de eliminarlo.",
  );
  await error.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("cell", { name: "Nómina consulta", exact: true })).toBeVisible();
});
