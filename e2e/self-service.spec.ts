import { expect, test } from "./fixtures.ts";

/** The self-service app's Colombian tenant; `br.selfservice` is the Brazilian one, in Portuguese. */
const host = "co.selfservice";

test("several accounts on one email: the picker lists them and restoring one sends its reset", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/resetpassword"));
  await page.getByRole("textbox", { name: "Email" }).fill("shared@example.test");
  await page.getByRole("button", { name: "Enviar" }).click();

  await expect(page).toHaveURL(/\/selectaccounts$/);
  const group = page.getByRole("group", { name: "¿Qué usuario deseas restablecer?" });
  await expect(group.getByRole("radio")).toHaveCount(2);
  await expect(group.getByRole("radio", { name: "shared.one" })).toBeVisible();
  await group.getByRole("radio", { name: "shared.two" }).check();
  const sent = Date.now();
  await page.getByRole("button", { name: "Restablecer" }).click();

  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByRole("heading", { level: 1, name: "Revisa tu correo" })).toBeVisible();
  const [email] = (await portal.outbox("shared@example.test")).filter(
    (message) => Date.parse(message.sentAt) >= sent - 1000,
  );
  expect(email?.text).toContain("Usuario: shared.two");
  // The list was for this reset only: the picker is gone once it was used.
  await page.goto(portal.url(host, "/selectaccounts"));
  await expect(page).toHaveURL(/\/login$/i);
});

test("the picker's link to login clears the stored list", async ({ page, portal }) => {
  await page.goto(portal.url(host, "/resetpassword"));
  await page.getByRole("textbox", { name: "Email" }).fill("shared@example.test");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/selectaccounts$/);
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/i);
  expect(await page.evaluate(() => sessionStorage.getItem("users"))).toBeNull();
});

test("'Ingresar con' goes through the identity provider's page and comes back signed in", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/login"));
  await page.getByRole("button", { name: "Ingresar con GSE ID" }).click();
  await expect(page.getByRole("heading", { name: "Proveedor de identidad de prueba" })).toBeVisible();
  await page.getByRole("link", { name: "demo", exact: true }).click();
  await expect(page).toHaveURL(portal.url(host, "/users"));
  await expect(page.getByRole("navigation", { name: "Menú lateral" })).toContainText("2.3.0");
});

test("a spent or made-up code at the callback says so, and 'Entendido' goes back to /Login", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/signin-credential/callback?code=not-a-code"));
  await expect(page.getByText("Lo sentimos, no hemos podido verificar tu credencial")).toBeVisible();
  await page.getByRole("button", { name: "Entendido" }).click();
  await expect(page).toHaveURL(/\/Login$/);
});

test("the language selector switches the login to Portuguese and keeps it after a reload", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/login"));
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar Sesión" })).toBeVisible();
  await page.getByRole("combobox", { name: "Idioma" }).selectOption("pt");
  await expect(page.getByRole("heading", { level: 1, name: "Fazer Login" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  expect(await page.evaluate(() => localStorage.getItem("bms_lang"))).toBe("pt");
  await page.reload();
  await expect(page.getByRole("button", { name: "Entrar com" })).toBeVisible();
});

test("the Brazilian tenant starts in Portuguese, its tenant language, with nothing stored", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("br.selfservice", "/login"));
  await expect(page).toHaveTitle("GSE Autoatendimento Brasil");
  await expect(page.getByRole("heading", { level: 1, name: "Fazer Login" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("pt");
  await page.getByRole("textbox", { name: "Usuário", exact: true }).fill("demo");
  await page.getByRole("textbox", { name: "Senha", exact: true }).fill("Demo!2026");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(portal.url("br.selfservice", "/users"));
});

test("/absent says the session was closed, shows the version and links to /Login", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/absent"));
  await expect(page.getByRole("heading", { level: 1, name: "Tu sesión fue cerrada." })).toBeVisible();
  await expect(page.getByText("Versión 2.3.0")).toBeVisible();
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar Sesión" })).toBeVisible();
});

test("/resetotp sends a code to the email and accepts the one from the outbox", async ({ page, portal }) => {
  await page.goto(portal.url(host, "/resetotp"));
  await page.getByRole("textbox", { name: "Email" }).fill("demo@example.test");
  await page.getByRole("button", { name: "Enviar" }).click();
  const code = page.getByRole("textbox", { name: "Código" });
  await expect(code).toBeVisible();

  await code.fill("12345");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Ingresa un código numérico de 6 caracteres.")).toBeVisible();

  const [email] = (await portal.outbox("demo@example.test"))
    .filter((message) => message.subject.includes("OTP"))
    .slice(-1);
  const sentCode = /\b(\d{6})\b/.exec(email?.text ?? "")?.[1];
  expect(sentCode, "the outbox holds the 6-digit code").toBeTruthy();
  const confirmationsBefore = (await portal.outbox("demo@example.test")).filter((message) =>
    message.subject.includes("Confirma el restablecimiento de tu OTP"),
  ).length;
  await code.fill(sentCode ?? "");
  await page.getByRole("button", { name: "Continuar" }).click();
  // The OTP is not reset yet: the user confirms it from the emailed link (the OTP-reset confirmation page).
  await expect(
    page.getByText(
      "Código verificado. Te enviamos un enlace a tu correo para confirmar el restablecimiento de tu OTP.",
    ),
  ).toBeVisible();
  const confirmations = async () =>
    (await portal.outbox("demo@example.test")).filter((message) =>
      message.subject.includes("Confirma el restablecimiento de tu OTP"),
    ).length;
  expect(await confirmations(), "the confirmation link was emailed").toBe(confirmationsBefore + 1);
});

test("a self-service route on a brand without it lands on /Login (after the splash's 2 s)", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("payroll", "/absent"));
  await expect(page).toHaveURL(/\/Login$/i);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
});
