import { expect, openPortal, signIn, test } from "./fixtures.ts";

test("reset password → emailed link → set a new password with the checklist → sign in with it", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url("payroll", "/resetpassword"));
  await page.getByRole("textbox", { name: "Email" }).fill("demo@example.test");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/check-email$/);

  const [email] = (await portal.outbox("demo@example.test")).slice(-1);
  const link = email?.links.find((address) => address.includes("/changepassword?"));
  expect(link, "the reset email carries a /changepassword link").toBeTruthy();
  await page.goto(link ?? "");
  await expect(page.getByText(/Usuario:\s*demo$/)).toBeVisible();

  const rules = page
    .getByRole("list")
    .filter({ has: page.locator("[data-passed]") })
    .locator("[data-passed]");
  await expect(rules).toHaveCount(5);
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("abc");
  await expect(rules.and(page.locator('[data-passed="true"]'))).toHaveCount(1);
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Nueva!2026");
  await expect(rules.and(page.locator('[data-passed="true"]'))).toHaveCount(5);
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Nueva!2026");
  await page.getByRole("button", { name: "Restablecer" }).click();

  // The application decides what follows a new password: an alert then login, or an automatic sign-in.
  await expect(page).toHaveURL(/\/(users|Alert)$/i);
  if (!page.url().endsWith("/users")) {
    await page.getByRole("button", { name: "Aceptar" }).click();
    await signIn(page, "demo", "Nueva!2026");
  }
  await expect(page).toHaveURL(portal.url("payroll", "/users"));

  // The link was spent: opening it again lands on /invalid-link with the server's text (e2e/info-screens).
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(link ?? "");
  await expect(page).toHaveURL(/\/invalid-link$/);
  // The heading says it; the server's same sentence is not said a second time.
  await expect(page.getByRole("heading", { name: "¡Este enlace ya no es válido!" })).toBeVisible();
  await expect(page.getByText(/Este enlace ya no es válido/)).toHaveCount(1);
});

test("an expired link goes to the alert with 'El enlace no es válido.'", async ({ page }) => {
  const portal = await openPortal({ resetLinkSeconds: 2 });
  try {
    await page.goto(portal.url("payroll", "/resetpassword"));
    await page.getByRole("textbox", { name: "Email" }).fill("demo@example.test");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page).toHaveURL(/\/check-email$/);
    const [email] = (await portal.outbox("demo@example.test")).slice(-1);
    const link = email?.links.find((address) => address.includes("/changepassword?")) ?? "";
    await page.waitForTimeout(3000);
    await page.goto(link);
    await expect(page).toHaveURL(/\/Alert$/i);
    await expect(page.getByText("El enlace no es válido.")).toBeVisible();
  } finally {
    await portal.server.close();
  }
});

test("a tampered link goes to the alert with 'El enlace no es válido.'", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/changepassword?bm90LWEtbGluaw%3D%3D"));
  await expect(page).toHaveURL(/\/Alert$/i);
  await expect(page.getByText("El enlace no es válido.")).toBeVisible();
  await page.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/login$/i);
});

test("an unknown email shows the server's message under the field and keeps it", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/resetpassword"));
  const email = page.getByRole("textbox", { name: "Email" });
  await email.fill("nadie@example.test");
  await page.getByRole("button", { name: "Enviar" }).click();
  // Under the field: the server's text becomes the field's description, announced without moving focus.
  await expect(email).toHaveAccessibleDescription(
    "No encontramos una cuenta con ese email. Revisa el dato e inténtalo de nuevo.",
  );
  await expect(email).toHaveValue("nadie@example.test");
});

test("/check-email opened without a request steps aside for /Login, and Back goes to the page before it", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  await page.goto(portal.url("payroll", "/check-email"));
  await expect(page).toHaveURL(/\/Login$/);
  // The redirect took /check-email's place in the history: Back does not land there and bounce again.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
});
