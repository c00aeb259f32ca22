import {
  Api,
  CountriesAnswerSchema,
  CustomersAnswerSchema,
  DocumentTypesCreateUsersAnswerSchema,
  RoleListAnswerSchema,
  UserExistsAnswerSchema,
} from "@gse/contract";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type * as v from "valibot";
import { parse } from "valibot";
import { type Portal, signIn, test } from "./fixtures.ts";

// Issue 15: a privilege made on /privileges, grouped in a role on /roles and granted to a user, decides that
// user's next menus and 403s; deactivated, it leaves the role screen.

/**
 * The reports page of Nómina's side menu is guarded by PAYROLL_REPORTES, a privilege no seed creates
 * (reference API menu-seed-data.ts, reportsPrivilegeOf): nobody sees the page until an administrator creates it.
 */
const PRIVILEGE = "PAYROLL_REPORTES";
const ROLE = "Reportes de nómina";

/** The console's own session token and API origin, read off the users list call it makes after sign-in. */
async function signInCapturingSession(page: Page, portal: Portal, user: string) {
  await page.goto(portal.url(undefined, "/login"));
  const listCall = page.waitForRequest((request) => request.url().includes(Api.security.user.list.path));
  await signIn(page, user);
  const request = await listCall;
  const authorization = request.headers().authorization;
  if (!authorization)
    throw new Error(`${Api.security.user.list.path}: the console sent no authorization header`);
  return { authorization, origin: new URL(request.url()).origin };
}

async function readJson<TSchema extends v.GenericSchema>(
  schema: TSchema,
  answer: Awaited<ReturnType<APIRequestContext["get"]>>,
): Promise<v.InferOutput<TSchema>> {
  expect(answer.status(), `${answer.url()}: ${await answer.text()}`).toBe(200);
  return parse(schema, await answer.json());
}

/**
 * Grants `role` to `userName` with the reference API's POST /api/user/modify, keeping the user's fields,
 * companies and other roles as they are. Issue 15 wants this done on the users screen's roles tab, which is
 * being built on branch `users`: once it is merged, that tab replaces this helper in the journey.
 */
async function assignRoleThroughApi(
  http: APIRequestContext,
  session: { authorization: string; origin: string },
  userName: string,
  role: string,
) {
  const { user } = Api.security;
  const url = (path: string) => `${session.origin}${path}`;
  const headers = (extra: Record<string, string> = {}) => ({
    authorization: session.authorization,
    ...extra,
  });
  const exists = await readJson(
    UserExistsAnswerSchema,
    await http.post(url(user.exists.path), { headers: headers(), data: { userName } }),
  );
  const found = exists.result.users[0];
  if (!found) throw new Error(`${user.exists.path}: no user ${userName}`);
  const countries = await readJson(
    CountriesAnswerSchema,
    await http.get(url(user.countries.path), { headers: headers() }),
  );
  const country = countries.result.find((entry) => entry.id === found.countryId);
  if (!country) throw new Error(`${userName}: no country to send back`);
  // The seeded user has no document, which the user form requires (spec §5): the helper fills in what an
  // administrator would have to type there, the country's first document type and a number of its digits.
  const documentTypes = await readJson(
    DocumentTypesCreateUsersAnswerSchema,
    await http.get(url(Api.security.documentTypesCreateUsers.path), {
      headers: headers({ code: country.countryCode }),
    }),
  );
  const documentType = found.documentTypeId ?? documentTypes.result.listDocumentType[0]?.documentTypeId;
  if (!documentType) throw new Error(`${country.countryCode}: no document type to send`);
  const customers = await readJson(
    CustomersAnswerSchema,
    await http.get(url(user.customers.path), { headers: headers({ userid: found.id }) }),
  );
  const roles = await readJson(
    RoleListAnswerSchema,
    await http.get(url(Api.security.role.list.path), { headers: headers({ user: found.id }) }),
  );
  const saved = await http.post(url(user.modify.path), {
    headers: headers(),
    data: {
      id: found.id,
      names: found.names,
      surnames: found.surnames,
      email: found.email,
      document: found.document || "1020304050",
      userName: found.userName,
      phoneNumber: found.phoneNumber ?? "0",
      idTypeUser: found.idTypeUser,
      countryCode: country.countryCode,
      documentType,
      customers: customers.result.customers.map((entry) => ({
        id: entry.id,
        assigned: entry.assigned ?? false,
        principal: entry.principal ?? false,
      })),
      roles: roles.result.records.map((entry) => ({
        role: entry.name,
        assigned: entry.assigned === true || entry.name === role,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

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
  const session = await signInCapturingSession(page, portal, "demo");
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
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByRole("heading", { name: "Aplicaciones del nuevo rol" })).toBeVisible();
  await page.getByRole("button", { name: /^Nómina \(/ }).click();
  await page.getByRole("switch", { name: `Asignar ${PRIVILEGE}` }).click();
  await page.getByRole("switch", { name: "Asignar users.read" }).click();
  await expect(page.getByRole("button", { name: "Nómina (2)" })).toBeVisible();
  await page.getByRole("switch", { name: "Visible en GSE Suite" }).click();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El rol fue creado exitosamente")).toBeVisible();

  await assignRoleThroughApi(page.request, session, "noprivileges.demo", ROLE);
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
