import { expect, type Page } from "@playwright/test";
import { type Portal, signIn, test } from "./fixtures.ts";

// A console record has an address (/users/42, /roles/new, its open tab in ?tab=): reload, Back and a shared
// link open the same record; Back and the form's own back icon close it.

const userName = "noprivileges.demo";
const userAddress = /\/users\/(\d+)(\?|$)/;

async function signInToUsers(page: Page, portal: Portal) {
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
}

/** Finds the user by the server search (Enter) and opens its form from the list; answers its id. */
async function openFromList(page: Page): Promise<string> {
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill(userName);
  await search.press("Enter");
  await page.getByRole("cell", { name: userName, exact: true }).click();
  await expect(page).toHaveURL(userAddress);
  await expectUserForm(page);
  return userAddress.exec(page.url())?.[1] ?? "";
}

async function expectUserForm(page: Page) {
  await expect(page.getByRole("heading", { name: "Detalles del usuario" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nombre de usuario" })).toHaveValue(userName);
}

const usersList = (page: Page) => page.getByRole("heading", { name: "Usuarios" });

test("a user opened from the list is at /users/<id>: reload reopens that form, Back closes it", async ({
  page,
  portal,
}) => {
  await signInToUsers(page, portal);
  const id = await openFromList(page);
  // The list's search goes along, so closing the record finds the list as it was.
  expect(new URL(page.url()).searchParams.get("search")).toBe(userName);

  await page.reload();
  await expect(page).toHaveURL(userAddress);
  await expectUserForm(page);

  await page.goBack();
  await expect(usersList(page)).toBeVisible();
  await expect(page).toHaveURL(/\/users\?search=noprivileges\.demo$/);
  await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue(userName);

  // Forward opens it again; the back icon closes it back to the same list entry, so Back leaves the list.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/users/${id}\\?`));
  await expectUserForm(page);
  await page.getByRole("button", { name: "Volver" }).click();
  await expect(usersList(page)).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/users\/\d+/);
});

test("a link to /users/<id> opened directly shows that user's form; reload reopens it, Back closes it to the list", async ({
  page,
  portal,
}) => {
  await signInToUsers(page, portal);
  const id = await openFromList(page);
  // The link pasted into this signed-in tab, from another screen.
  await page.goto(portal.url(undefined, "/home"));
  await page.goto(portal.url(undefined, `/users/${id}`));
  await expectUserForm(page);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
  await expectUserForm(page);

  await page.goBack();
  await expect(usersList(page)).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  // The list was put beneath the record; Back once more is the screen before the link.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test("a link to a role on its Aplicaciones tab (?tab=applications) opens there; reload keeps it, Back closes it", async ({
  page,
  portal,
}) => {
  await signInToUsers(page, portal);
  await page.goto(portal.url(undefined, "/roles"));
  await page.getByRole("cell", { name: "Administrador de usuarios", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Detalles del rol" })).toBeVisible();
  const id = /\/roles\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id).toMatch(/^\d+$/);

  const link = portal.url(undefined, `/roles/${id}?tab=applications`);
  await page.goto(portal.url(undefined, "/home"));
  await page.goto(link);
  const onApplications = async () => {
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Aplicaciones");
    await expect(page.getByRole("heading", { name: "Detalles de aplicaciones del rol" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre" })).toHaveCount(0);
  };
  await onApplications();
  await page.reload();
  await expect(page).toHaveURL(link);
  await onApplications();

  await page.goBack();
  await expect(page.getByRole("heading", { name: "Roles" })).toBeVisible();
  await expect(page).toHaveURL(/\/roles$/);
});

test("the open tab is in the address: a link to ?tab=roles opens on it, and a new tab replaces it", async ({
  page,
  portal,
}) => {
  await signInToUsers(page, portal);
  const id = await openFromList(page);
  await page.getByRole("tab", { name: "Empresas" }).click();
  await expect(page).toHaveURL(/[?&]tab=companies/);
  await page.getByRole("tab", { name: "Roles" }).click();
  await expect(page).toHaveURL(/[?&]tab=roles/);
  await page.reload();
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Roles");
  // Switching tabs made no entries: Back closes the record.
  await page.goBack();
  await expect(usersList(page)).toBeVisible();

  // A shared link on this page: the form opens on its tab, and closing it puts the list in its place.
  await page.goto(portal.url(undefined, `/users/${id}?tab=companies`));
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Empresas");
  await expect(page.getByRole("heading", { name: "Detalles del usuario" })).toBeVisible();
  await page.getByRole("tab", { name: "Datos" }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
  await page.getByRole("button", { name: "Volver" }).click();
  await expect(usersList(page)).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/users\?search=/);
});

test("/roles/new opens the creation form; an address naming no record says so over its list", async ({
  page,
  portal,
}) => {
  await signInToUsers(page, portal);
  await page.goto(portal.url(undefined, "/roles/new"));
  await expect(page.getByRole("heading", { name: "Nuevo rol" })).toBeVisible();
  await page.getByRole("button", { name: "Volver" }).click();
  await expect(page.getByRole("heading", { name: "Roles" })).toBeVisible();
  await expect(page).toHaveURL(/\/roles$/);

  for (const [address, list, text] of [
    ["/roles/999999", "Roles", "No se encontró el rol 999999"],
    ["/users/999999", "Usuarios", "No se encontró el usuario 999999"],
    ["/privileges/abc", "Privilegios", "No se encontró el privilegio abc"],
  ] as const) {
    await page.goto(portal.url(undefined, address));
    const alert = page.getByRole("dialog", { name: "Error" });
    await expect(alert).toContainText(text);
    await alert.getByRole("button", { name: "Aceptar" }).click();
    await expect(page.getByRole("heading", { name: list })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${address.replace(/\/[^/]+$/, "")}$`));
  }
});

test("Back from an edited user asks first: Escape stays with the changes, Cancelar drops them and goes", async ({
  page,
  portal,
}) => {
  await signInToUsers(page, portal);
  await openFromList(page);
  await page.getByRole("switch", { name: "Editar" }).click();
  const surnames = page.getByRole("textbox", { name: "Apellidos" });
  const stored = await surnames.inputValue();
  await surnames.fill("Otro Apellido");

  const prompt = page.getByRole("dialog", { name: "Confirmación" });
  await page.goBack();
  await expect(prompt).toContainText("Hiciste Modificaciones ¿deseas actualizarlas?");
  await page.keyboard.press("Escape");
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(userAddress);
  await expect(surnames).toHaveValue("Otro Apellido");

  await page.goBack();
  await prompt.getByRole("button", { name: "Cancelar" }).click();
  await expect(usersList(page)).toBeVisible();
  await expect(page).not.toHaveURL(userAddress);
  // Nothing was saved: the record reads as before.
  await page.goForward();
  await expect(page.getByRole("textbox", { name: "Apellidos" })).toHaveValue(stored);
});

test("a record's address signed out goes to the login, which leads on as every sign-in does", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(undefined, "/users/1?tab=roles"));
  await expect(page).toHaveURL(/\/Login$/i);
  await signIn(page, "demo");
  await expect(usersList(page)).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
});

test("'Ajustes de menú' keeps its open menu and application in the address: a reload reopens that editor", async ({
  page,
  portal,
}) => {
  await signInToUsers(page, portal);
  await page
    .getByRole("navigation", { name: "Menú lateral" })
    .getByRole("link", { name: "Ajustes de menú" })
    .click();
  await expect(page).toHaveURL(/\/menuSettings$/);
  await page.getByRole("tab", { name: "Menú suite aplicaciones" }).click();
  await expect(page).toHaveURL(/\/menuSettings\?tab=tiles$/);
  const application = page.getByRole("combobox", { name: "Aplicación" });
  await application.selectOption({ label: "GSE Suite" });
  await expect(page).toHaveURL(/\/menuSettings\?tab=tiles&app=\d+$/);
  const chosen = await application.inputValue();

  await page.reload();
  await expect(page.getByRole("tab", { name: "Menú suite aplicaciones" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("combobox", { name: "Aplicación" })).toHaveValue(chosen);

  // Each tab keeps its own application; the tabs replace the entry, so Back leaves the screen.
  await page.getByRole("tab", { name: "Menú lateral" }).click();
  await expect(page).toHaveURL(/\/menuSettings$/);
  await page.getByRole("tab", { name: "Menú suite aplicaciones" }).click();
  await expect(page).toHaveURL(new RegExp(`/menuSettings\\?tab=tiles&app=${chosen}$`));
  await page.goBack();
  await expect(usersList(page)).toBeVisible();

  // A hand-edited address opens what it can: an unknown tab is the side menu; an unreadable id, or one the
  // server does not list, no application.
  for (const search of ["tab=nowhere&app=abc", "tab=nowhere&app=999999"]) {
    await page.goto(portal.url(undefined, `/menuSettings?${search}`));
    await expect(page.getByRole("tab", { name: "Menú lateral" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("combobox", { name: "Aplicación" })).toHaveValue("0");
    await expect(page.getByRole("button", { name: "Crear ítem" })).toBeDisabled();
  }
});
