import { expect, signIn, test } from "./fixtures.ts";

/** The inhibitory-lists app's Colombian tenant: a brand of the themed family. */
const host = "co.inhibitorylists";

test("a themed tenant signs demo in from 'Iniciar Sesión'", async ({ page, portal }) => {
  await page.goto(portal.url(host, "/login"));
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar Sesión" })).toBeVisible();
  await expect(page.getByRole("img", { name: "GSE Listas Inhibitorias Colombia" })).toBeVisible();
  await signIn(page, "demo");
  await expect(page).toHaveURL(portal.url(host, "/users"));
});

test("the license app's certificate tenant shows its own branded login and signs demo in", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("certa.license", "/login"));
  await expect(page).toHaveTitle("GSE Licencias · Certificado A");
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar Sesión" })).toBeVisible();
  await signIn(page, "demo");
  await expect(page).toHaveURL(portal.url("certa.license", "/users"));
});

test("reset on a themed tenant: 'Restablecer contraseña' → the send-email screen → the outbox link → a new password", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url(host, "/login"));
  await page.getByRole("link", { name: "Recordar contraseña" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Restablecer contraseña" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill("demo@example.test");
  await page.getByRole("button", { name: "Enviar" }).click();

  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByRole("heading", { level: 1, name: "Revisa tu correo" })).toBeVisible();
  await expect(page.getByText(/d\*+@example\.test/).first()).toBeVisible();
  await expect(page.getByText("Versión 1.4.5")).toBeVisible();

  const [email] = (await portal.outbox("demo@example.test")).slice(-1);
  const link = email?.links.find((address) => address.includes("/changepassword?"));
  expect(link, "the reset email carries a /changepassword link").toBeTruthy();
  expect(new URL(link ?? "").host).toBe(new URL(portal.url(host)).host);
  await page.goto(link ?? "");
  await expect(page.getByText(/Usuario:\s*demo$/)).toBeVisible();
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Nueva!2026");
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Nueva!2026");
  await page.getByRole("button", { name: "Restablecer" }).click();

  // The application decides what follows a new password: an alert then login, or an automatic sign-in.
  await expect(page).toHaveURL(/\/(users|Alert)$/i);
  if (!page.url().endsWith("/users")) {
    await page.getByRole("button", { name: "Aceptar" }).click();
    await signIn(page, "demo", "Nueva!2026");
  }
  await expect(page).toHaveURL(portal.url(host, "/users"));
});

test("the inhibitory-lists app reads and writes its language under lstinhib_lang, not bms_lang", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url(host, "/login"));
  await page.evaluate(() => {
    localStorage.setItem("lstinhib_lang", "en");
    localStorage.setItem("bms_lang", "pt");
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await signIn(page, "demo");
  await expect(page).toHaveURL(portal.url(host, "/users"));
  await page.getByRole("combobox", { name: "Idioma" }).selectOption("pt");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  expect(
    await page.evaluate(() => [localStorage.getItem("lstinhib_lang"), localStorage.getItem("bms_lang")]),
  ).toEqual(["pt", null]);
});

// The screens the themed family inherits are drawn in its own layout, beside the brand panel, not in common's
// centred card.
for (const { host: tenant, name, side } of [
  { host: "co.inhibitorylists", name: "GSE Listas Inhibitorias Colombia", side: "end" },
  { host: "certa.license", name: "Licencias CertA", side: "start" },
] as const) {
  test(`common's invalid-link screen on ${tenant} is drawn beside the brand panel, at the ${side}`, async ({
    page,
    portal,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(portal.url(tenant, "/invalid-link"));
    await expect(
      page.getByRole("heading", { level: 1, name: "¡Este enlace ya no es válido!" }),
    ).toBeVisible();
    const logo = await page.getByRole("img", { name }).boundingBox();
    const centre = logo ? logo.x + logo.width / 2 : Number.NaN;
    // A centred card would put the logo near 640 px; the panel takes the outer five twelfths of the page.
    if (side === "end") expect(centre).toBeGreaterThan(800);
    else expect(centre).toBeLessThan(480);
  });
}
