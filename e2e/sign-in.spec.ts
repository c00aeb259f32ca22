import { expect, signIn, test } from "./fixtures.ts";

test("demo signs in and lands where urlApp says, with the name from the token", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(portal.url("payroll", "/users"));
  await expect(page.getByRole("navigation", { name: "Menú lateral" })).toContainText("Versión 1.8.0");
});

test("three wrong passwords show the attempts left, then the lock counting down in mm:ss, then the release", async ({
  page,
  freshPortal,
}) => {
  await page.goto(freshPortal.url("payroll", "/login"));
  await signIn(page, "demo", "Wrong!2026");
  await expect(page.getByText("tienes dos (2) intentos más")).toBeVisible();
  await signIn(page, "demo", "Wrong!2026");
  await expect(page.getByText("tienes solo un (1) intento más")).toBeVisible();
  await signIn(page, "demo", "Wrong!2026");
  await expect(
    page.getByText(/El usuario se encuentra bloqueado, vuelve a intentarlo en 00:0[1-3]/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeDisabled();
  await expect(page.getByText("El usuario ya fue liberado por favor intente acceder de nuevo")).toBeVisible({
    timeout: 6000,
  });
  await signIn(page, "demo");
  await expect(page).toHaveURL(freshPortal.url("payroll", "/users"));
});

test("a user not activated gets the welcome-email alert (R14), then login", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "inactive.demo");
  await expect(page).toHaveURL(/\/Alert$/i);
  await expect(page.getByText(/correo de bienvenida/)).toBeVisible();
  await page.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/login$/i);
});

test("an expired password goes through the alert to the change-password page (R18)", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "expired.demo");
  await expect(page).toHaveURL(/\/Alert$/i);
  await page.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/changepassword\?/);
  await expect(page.getByText("Usuario:")).toBeVisible();
});

test("a permanently blocked user sees the lock message with the support contact (A20)", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "blocked.demo");
  await expect(
    page.getByText(/El usuario se encuentra bloqueado\. Para solucionarlo, comunícate al/),
  ).toBeVisible();
  await expect(page.getByText(/soporte@/).first()).toBeVisible();
});
