import type { Page } from "@playwright/test";
import { demoPassword, expect, type Portal, test } from "./fixtures.ts";

/** The digital-signature and certificate service's brand: the certificate family (`pnpm brands:list`). */
const host = "certificate";

/** Signs in through the certificate login as a person would: document type, number, password, Ingresar. */
async function certificateSignIn(
  page: Page,
  documentType: string,
  documentNumber: string,
  password = demoPassword,
) {
  await page.getByRole("combobox", { name: "Tipo de documento", exact: true }).selectOption(documentType);
  await page.getByRole("textbox", { name: "Número de documento", exact: true }).fill(documentNumber);
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
}

/** The newest 6-digit code the reference API emailed to `email`. */
async function emailedCode(portal: Portal, email: string): Promise<string> {
  const messages = await portal.outbox(email);
  const code = messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a 6-digit code in the newest email to ${email}`).toBeTruthy();
  return code ?? "";
}

/** From the certificate login to the certificate list of a document number, then picks `userName`. */
async function chooseCertificate(page: Page, documentNumber: string, userName: string) {
  await page.getByRole("link", { name: "Olvidé mi contraseña" }).click();
  await expect(page).toHaveURL(/\/resetpasswordCertificate$/);
  await page.getByRole("textbox", { name: "Número de documento", exact: true }).fill(documentNumber);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("combobox", { name: "Certificado", exact: true }).selectOption(userName);
  await page.getByRole("button", { name: "Continuar" }).click();
}

const resetDone =
  "Tu contraseña fue restablecida. Ahora inicias sesión con la contraseña asignada originalmente al certificado.";

test("cert.demo signs in with document type CC and lands on /users", async ({ page, portal }) => {
  await page.goto(portal.url(host, "/login"));
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await certificateSignIn(page, "CC", "1020304050");
  await expect(page).toHaveURL(portal.url(host, "/users"));
});

test("the document number follows §5: numeric for CC, alphanumeric for PA, at least 5 characters", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/login"));
  const number = page.getByRole("textbox", { name: "Número de documento", exact: true });
  await certificateSignIn(page, "CC", "10203AB");
  await expect(number).toHaveAccessibleDescription("El campo debe ser numérico, mínimo 5 caracteres.");
  await page.getByRole("combobox", { name: "Tipo de documento", exact: true }).selectOption("PA");
  await number.fill("AB1");
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
  await expect(number).toHaveAccessibleDescription("El campo debe ser alfanumérico, mínimo 5 caracteres.");
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password by certificate: a wrong code, a resent code from the outbox, success, then sign in", async ({
  page,
  freshPortal: portal,
}) => {
  const email = "cert.demo@example.test";
  await page.goto(portal.url(host, "/login"));
  await chooseCertificate(page, "1020304050", "cert.demo");
  await expect(page.getByText(/Te enviamos un código de 6 dígitos a c\*+@example\.test\./)).toBeVisible();
  const code = page.getByRole("textbox", { name: "Código", exact: true });

  // A wrong code keeps the user on the code step with the server's text.
  const first = await emailedCode(portal, email);
  await code.fill(first === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("El código ingresado no es válido o ya venció.")).toBeVisible();
  await expect(code).toBeVisible();

  // Not received: a new code, and the address shown only by its tail.
  await page.getByRole("button", { name: "¿No recibiste el correo?" }).click();
  await expect(page.getByText("Enviamos nuevamente el correo a *****@example.test.")).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await code.fill(await emailedCode(portal, email));
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: "Listo" })).toBeVisible();
  await expect(page.getByText(resetDone)).toBeVisible();
  await page.getByRole("button", { name: "Entendido" }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await certificateSignIn(page, "CC", "1020304050");
  await expect(page).toHaveURL(portal.url(host, "/users"));
});

test("a manual-password certificate (cert.manual) is reset directly, with no code", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url(host, "/login"));
  await chooseCertificate(page, "1020304051", "cert.manual");
  await expect(page.getByText(resetDone)).toBeVisible();
  const subjects = (await portal.outbox("cert.manual@example.test")).map((message) => message.subject);
  expect(subjects).toEqual(["Tu contraseña fue restablecida"]);
  await page.getByRole("button", { name: "Entendido" }).click();
  await expect(page).toHaveURL(/\/Login$/);
});

test("a document with no certificate says so and leads back, no empty select", async ({ page, portal }) => {
  await page.goto(portal.url(host, "/resetpasswordCertificate"));
  const document = page.getByRole("textbox", { name: "Número de documento", exact: true });
  await document.fill("99999999");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("No hay usuarios asociados al documento 99999999.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Certificado", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Volver" }).click();
  await expect(document).toBeFocused();
});

test("'Ingresar con' leaves after 2 s for the identity provider and comes back signed in", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/login"));
  await page.getByRole("button", { name: "Ingresar con GSE ID" }).click();
  await expect(page.getByText("Redirigiendo...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Proveedor de identidad de prueba" })).toBeVisible();
  await page.getByRole("link", { name: "cert.demo", exact: true }).click();
  await expect(page).toHaveURL(portal.url(host, "/users"));
});

test("/logout-credential shows the signing-out text, revokes the session and goes where the server says", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/login"));
  await certificateSignIn(page, "CC", "1020304050");
  await expect(page).toHaveURL(portal.url(host, "/users"));
  // The revoke is held back a moment so the signing-out text can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/login/RevokeToken", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(portal.url(host, "/logout-credential"));
  await expect(page.getByRole("heading", { name: "Cerrando sesión..." })).toBeVisible();
  release();
  // The reference API answers the revoke with its login page as the address to go to (spec §4).
  await expect(page).toHaveURL(portal.url(host, "/login"));
  await page.goto(portal.url(host, "/users"));
  await expect(page).toHaveURL(/\/Login$/);
});

test("a route the certificate family does not have (/selectaccounts) lands on /Login (after the splash's 2 s)", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/selectaccounts"));
  await expect(page).toHaveURL(/\/Login$/i);
  await expect(page.getByRole("combobox", { name: "Tipo de documento", exact: true })).toBeVisible();
});
