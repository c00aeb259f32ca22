import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./fixtures.ts";

// Issue 14: the users list's state toggle, as an administrator meets it (spec §4 "User").

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
