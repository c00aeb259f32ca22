import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./fixtures.ts";

// The users list's state toggle, as an administrator meets it (spec §4 "User").

/** Signs demo in on /users and finds one user by the server search (Enter). */
async function findUser(page: Page, url: string, userName: string) {
  await page.goto(url);
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill(userName);
  await search.press("Enter");
  await expect(page.getByRole("cell", { name: userName, exact: true })).toBeVisible();
  return page.getByRole("switch", { name: `Estado de ${userName}` });
}

/** Accepts the notice that follows a change, checking its text. */
async function acceptNotice(page: Page, text: string) {
  const notice = page.getByRole("dialog", { name: "Notificación" });
  await expect(notice).toContainText(text);
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(notice).toBeHidden();
}

test("demo deactivates and reactivates a user from the list", async ({ page, freshPortal }) => {
  const state = await findUser(page, freshPortal.url(undefined, "/login"), "shared.one");
  await expect(state).toHaveAttribute("aria-checked", "true");

  await state.click();
  const question = page.getByRole("dialog", { name: "Confirmación" });
  await expect(question).toContainText("Deseas activar / desactivar este usuario");
  await question.getByRole("button", { name: "Aceptar" }).click();
  await acceptNotice(page, "El usuario quedó en estado inactivo");
  // The list reloaded: the switch shows what the server now holds.
  await expect(state).toHaveAttribute("aria-checked", "false");

  await state.click();
  await page.getByRole("dialog", { name: "Confirmación" }).getByRole("button", { name: "Aceptar" }).click();
  await acceptNotice(page, "El usuario quedó en estado activo");
  await expect(state).toHaveAttribute("aria-checked", "true");
});

test("the state-6 user's toggle is refused", async ({ page, portal }) => {
  const state = await findUser(page, portal.url(undefined, "/login"), "blocked.demo");
  await expect(state).toHaveAttribute("aria-checked", "false");
  await state.click();
  await acceptNotice(page, "No es posible cambiar de estado a este usuario");
  await expect(state).toHaveAttribute("aria-checked", "false");
});

// The user form (spec §2 "User form", §4 "User", §5), as an administrator meets it.

/** Signs demo in and waits for /users. */
async function openUsers(page: Page, url: string) {
  await page.goto(url);
  await signIn(page, "demo");
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
}

/** The form's next arrow (the companies table's page button is 'Siguiente'). */
const nextTab = (page: Page) => page.getByRole("button", { name: "Siguiente pestaña" });

/** Creates a user through the three tabs: Colombia → Cédula, GSE Demo as principal, roles in two applications. */
async function createUser(page: Page, userName: string) {
  await page.getByRole("button", { name: "Crear usuario" }).click();
  await expect(page.getByRole("heading", { name: "Nuevo usuario" })).toBeVisible();
  await page.getByRole("textbox", { name: "Nombres" }).fill("Íñigo");
  await page.getByRole("textbox", { name: "Apellidos" }).fill("Núñez Peña");
  await page.getByRole("textbox", { name: "Nombre de usuario" }).fill(userName);
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(`${userName}@example.test`);
  const type = page.getByRole("combobox", { name: "Tipo de documento" });
  await expect(type.getByRole("option")).toHaveCount(1);
  await page.getByRole("combobox", { name: "País" }).selectOption({ label: "Colombia" });
  await expect(type.getByRole("option", { name: "Cédula de ciudadanía" })).toBeAttached();
  await type.selectOption({ label: "Cédula de ciudadanía" });
  await page.getByRole("textbox", { name: "Número de documento" }).fill("79123456");
  await page.getByRole("combobox", { name: "Tipo de usuario" }).selectOption({ label: "Usuario" });
  const phone = page.getByRole("textbox", { name: "Teléfono" });
  await phone.fill("3001234567");
  await expect(phone).toHaveValue("(+57) 300 1234567");

  await nextTab(page).click();
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Empresas");
  await nextTab(page).click();
  await expect(page.getByText("*Se requiere una empresa principal")).toBeVisible();
  await page.getByRole("radio", { name: "Empresa principal: GSE Demo S.A.S." }).check();

  await nextTab(page).click();
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Roles");
  await page.getByRole("button", { name: /^Nómina/ }).click();
  await page.getByRole("switch", { name: "Nómina consulta" }).click();
  await page.getByRole("button", { name: /^Reportes y analítica/ }).click();
  await page.getByRole("switch", { name: "Reportes y analítica consulta" }).click();
  await page.getByRole("button", { name: "Guardar" }).click();
  // The creation's confirmation has no button: it closes by itself after 1.5 s, like the others (spec §9).
  const created = page.getByRole("dialog", { name: "Notificación" });
  await expect(created).toContainText("El usuario fue creado con éxito");
  await expect(created.getByRole("button")).toHaveCount(0);
  await expect(created).toBeHidden();
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
}

/** Finds a user by the server search (Enter) and opens its form, read-only. */
async function openUser(page: Page, userName: string) {
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill(userName);
  await search.press("Enter");
  await page.getByRole("cell", { name: userName, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Detalles del usuario" })).toBeVisible();
}

/** Back to the list: the back icon steps back a tab at a time, and leaves from the first. */
async function leaveForm(page: Page) {
  const title = page.getByRole("heading", { name: "Usuarios" });
  for (let tab = 0; tab < 3 && !(await title.isVisible()); tab++) {
    await page.getByRole("button", { name: "Volver" }).click();
  }
  await expect(title).toBeVisible();
}

test("demo creates a user through the three tabs and finds it by the server search", async ({
  page,
  freshPortal,
}) => {
  await openUsers(page, freshPortal.url(undefined, "/login"));
  await createUser(page, "inigo.nunez");
  await openUser(page, "inigo.nunez");
  await expect(page.getByRole("textbox", { name: "Nombres" })).toHaveValue("Íñigo");
  await expect(page.getByRole("combobox", { name: "Tipo de documento" })).toHaveValue("CC");
  await page.getByRole("tab", { name: "Roles" }).click();
  await page.getByRole("button", { name: /^Reportes y analítica/ }).click();
  await expect(page.getByRole("switch", { name: "Reportes y analítica consulta" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("switch", { name: "Reportes y analítica consulta" })).toBeDisabled();
});

test("an edited field meets the dirty prompt, which saves; an update without changes says so", async ({
  page,
  freshPortal,
}) => {
  await openUsers(page, freshPortal.url(undefined, "/login"));
  await createUser(page, "edit.me");
  await openUser(page, "edit.me");
  await page.getByRole("switch", { name: "Editar" }).click();
  await expect(page.getByRole("heading", { name: "Editar usuario" })).toBeVisible();

  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByText("No hay cambios para guardar")).toBeVisible();

  await page.getByRole("textbox", { name: "Apellidos" }).fill("Núñez Ríos");
  await page.getByRole("tab", { name: "Empresas" }).click();
  const prompt = page.getByRole("dialog", { name: "Confirmación" });
  await expect(prompt).toContainText("Hiciste Modificaciones ¿deseas actualizarlas?");
  await prompt.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText("Los datos del usuario han sido actualizados")).toBeVisible();
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Empresas");

  // The server kept it: the list shows the new surname.
  await leaveForm(page);
  await expect(page.getByRole("cell", { name: "Núñez Ríos", exact: true })).toBeVisible();
});

test("a deleted user's email offers 'Reactivar usuario', which opens that user read-only", async ({
  page,
  freshPortal,
}) => {
  await openUsers(page, freshPortal.url(undefined, "/login"));
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("cert.manual");
  await search.press("Enter");
  await page.getByRole("button", { name: "Eliminar cert.manual" }).click();
  const question = page.getByRole("dialog", { name: "Confirmación" });
  await expect(question).toContainText("Deseas eliminar este usuario?");
  await question.getByRole("button", { name: "Aceptar" }).click();
  await acceptNotice(page, "El usuario fue eliminado con éxito");
  await expect(page.getByRole("cell", { name: "cert.manual", exact: true })).toBeHidden();

  await page.getByRole("button", { name: "Crear usuario" }).click();
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill("cert.manual@example.test");
  await page.getByRole("textbox", { name: "Correo electrónico" }).blur();
  const offer = page.getByRole("dialog", { name: "Confirmación" });
  await expect(offer.getByRole("button", { name: "Crear nuevo usuario" })).toBeVisible();
  await offer.getByRole("button", { name: "Reactivar usuario" }).click();
  await expect(page.getByRole("heading", { name: "Detalles del usuario" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nombre de usuario" })).toHaveValue("cert.manual");
  await expect(page.getByRole("textbox", { name: "Nombre de usuario" })).toHaveAttribute("readonly");
});

test("a userName another user has is refused on blur", async ({ page, portal }) => {
  await openUsers(page, portal.url(undefined, "/login"));
  await page.getByRole("button", { name: "Crear usuario" }).click();
  await page.getByRole("textbox", { name: "Nombre de usuario" }).fill("shared.one");
  await page.getByRole("textbox", { name: "Nombre de usuario" }).blur();
  await expect(page.getByText("El nombre de usuario ingresado ya se encuentra utilizado")).toBeVisible();
});

test("demo gives noprivileges.demo a role from the roles tab, the switch found by the role's name", async ({
  page,
  freshPortal,
}) => {
  await openUsers(page, freshPortal.url(undefined, "/login"));
  await openUser(page, "noprivileges.demo");
  await page.getByRole("tab", { name: "Roles" }).click();
  const role = page.getByRole("switch", { name: "Nómina operador" });
  await page.getByRole("button", { name: /^Nómina/ }).click();
  await expect(role).toBeDisabled();
  await page.getByRole("switch", { name: "Editar" }).click();
  await role.click();
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByText("¡El usuario fue actualizado con éxito!")).toBeVisible();
  // Read again from the server: the role is held.
  await leaveForm(page);
  await openUser(page, "noprivileges.demo");
  await page.getByRole("tab", { name: "Roles" }).click();
  await page.getByRole("button", { name: /^Nómina/ }).click();
  await expect(page.getByRole("switch", { name: "Nómina operador" })).toHaveAttribute("aria-checked", "true");
});
