import { expect } from "@playwright/test";
import { activationLink, newestPasswordLink, signIn, test } from "./fixtures.ts";

// Sign-in paths an end user meets in the first hour and no other journey walks: a password set on an
// application with a captcha, an expired password the server says nothing about, the OTP reset on a brand
// outside self-service, a mistyped address, a public route under a session, and a link in the tenant's language.

test("a password set on invoicing (captcha) signs the user in, with no captcha to solve", async ({
  page,
  freshPortal: portal,
}) => {
  // The email names the page it was asked from; the user opens it on invoicing's own address.
  const link = new URL(await activationLink(portal, "invoicing"));
  link.hostname = `invoicing.${link.hostname}`;
  await page.goto(link.href);
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Nueva!2026");
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Nueva!2026");
  await page.getByRole("button", { name: "Restablecer" }).click();
  await expect(page).toHaveURL(portal.url("invoicing", "/users"));
});

test("R18 without the server's text still leads to the change of password, which then signs in", async ({
  page,
  freshPortal: portal,
}) => {
  // An adopter's backend that answers R18 with neither a text nor a urlApp.
  await page.route("**/api/Login", (route) =>
    route.fulfill({ status: 400, json: { informationCode: "R18", responseCode: "R18" } }),
  );
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "expired.demo");
  await expect(page).toHaveURL(/\/Alert$/i);
  await expect(page.getByText("Tu contraseña expiró. Debes cambiarla para continuar.")).toBeVisible();
  await page.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/changepassword$/i);
  await expect(page.getByText(/Usuario:\s*expired\.demo$/)).toBeVisible();
  await page.unroute("**/api/Login");
  await page.getByRole("textbox", { name: "Contraseña actual", exact: true }).fill("Demo!2026");
  await page.getByRole("textbox", { name: "Nueva contraseña", exact: true }).fill("Nueva!2026x");
  await page.getByRole("textbox", { name: "Confirmar contraseña", exact: true }).fill("Nueva!2026x");
  await page.getByRole("button", { name: "Restablecer" }).click();
  await expect(page.getByRole("heading", { name: "Tu contraseña fue actualizada." })).toBeVisible();
});

test("/resetotp on payroll is the OTP reset screen, not a splash back to /login", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("payroll", "/resetotp"));
  await expect(page.getByRole("heading", { name: "Restablecer OTP" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expect(page).toHaveURL(/\/resetotp$/);
});

test("a mistyped address goes to /Login signed out", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/usuarioz"));
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
});

test("/changepassword typed in under a session goes to /", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(portal.url("payroll", "/users"));
  await page.goto(portal.url("payroll", "/changepassword"));
  await expect(page).toHaveURL(portal.url("payroll", "/users"));
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
});

test("a link sent in the tenant's language (pt) opens in Portuguese", async ({
  page,
  freshPortal: portal,
}) => {
  const sent = await fetch(portal.url(undefined, "/api/login/ResetPassword"), {
    method: "POST",
    headers: { "content-type": "application/json", tenantLanguage: "pt" },
    body: JSON.stringify({ appname: "payroll", user: "demo", isInvalidLinkScreen: false, isByUser: true }),
  });
  expect(sent.status, await sent.text()).toBe(200);
  await page.goto(await newestPasswordLink(portal, "demo@example.test"));
  await expect(page.getByRole("button", { name: "Redefinir" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
});
