import { expect, openPortal, type Portal, test } from "./fixtures.ts";

// The info screens of spec §2 ("Reset/activation info screens"), each reached by a real flow against the
// reference API. One portal for the file: its journeys change passwords, so it is not the run's shared one.
let portal: Portal;
test.beforeAll(async () => {
  portal = await openPortal();
});
test.afterAll(async () => {
  await portal.server.close();
});

/** The newest /changepassword link emailed to `to`, failing with the address when none was sent. */
async function newestLink(to: string): Promise<string> {
  const [email] = (await portal.outbox(to)).slice(-1);
  const link = email?.links.find((address) => address.includes("/changepassword?"));
  if (!link) throw new Error(`no /changepassword link in the outbox for ${to}`);
  return link;
}

test("a spent reset link lands on /invalid-link, whose email field sends a new link and shows check email", async ({
  page,
}) => {
  const email = "demo@example.test";
  await page.goto(portal.url("payroll", "/resetpassword"));
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/check-email$/);
  const link = await newestLink(email);

  // Spend the link: set a password through it.
  await page.goto(link);
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Nueva!2026");
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Nueva!2026");
  await page.getByRole("button", { name: "Restablecer" }).click();
  await expect(page).toHaveURL(/\/(users|Alert)$/i);

  // Opened again, signed out: the server refuses it (R21) and the page is the invalid-link screen.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(link);
  await expect(page).toHaveURL(/\/invalid-link$/);
  await expect(page.getByRole("heading", { name: "¡Este enlace ya no es válido!" })).toBeVisible();
  await expect(page.getByText("Para restablecer tu contraseña ingresa de nuevo tu email")).toBeVisible();

  const sentBefore = (await portal.outbox(email)).length;
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/check-email$/);
  await expect.poll(async () => (await portal.outbox(email)).length).toBe(sentBefore + 1);
  expect(await newestLink(email), "the new email carries a fresh link").not.toBe(link);
});
