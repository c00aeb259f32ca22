import {
  activationLink,
  demoPassword,
  expect,
  newestPasswordLink,
  openPortal,
  type Portal,
  signIn,
  test,
} from "./fixtures.ts";

// The info screens of spec §2 ("Reset/activation info screens"), each reached by a real flow against the
// reference API. One portal for the file: its journeys change passwords, so it is not the run's shared one.
// Activation links live one second here, so an expired one needs no long wait (reset links keep their hour).
let portal: Portal;
test.beforeAll(async () => {
  test.setTimeout(120_000); // opening a portal server passed 30 s on a loaded 2-core machine
  portal = await openPortal({ linkSeconds: 1 });
});
test.afterAll(async () => {
  await portal.server.close();
});

/** The newest /changepassword link emailed to `to` by this file's portal. */
const newestLink = (to: string) => newestPasswordLink(portal, to);

test("a spent reset link lands on /invalid-link, whose email field sends a new link and shows 'check email again' with its 60 s countdown", async ({
  page,
}) => {
  const email = "demo@example.test";
  // The page's own clock, at the real time, so the countdown below runs without waiting a minute.
  await page.clock.install();
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

  // Asked a second time: 'check email again' names the address and holds the next request back 60 s.
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
  await expect(
    page.getByText("Tu solicitud fue procesada. Revisa tu correo d***@example.test para continuar."),
  ).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(
    /^Podrás solicitar un nuevo correo en (60|5\d) segundos\.$/,
  );
  await expect(page.getByRole("link", { name: "¿No recibiste el correo?" })).toHaveCount(0);
  await page.clock.runFor(60_000);
  await page.getByRole("link", { name: "¿No recibiste el correo?" }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
});

test("an expired activation link lands on /resendemail: step 1 has sent a new link, 'not received' counts 60 s down, then the resend says 'Listo'", async ({
  page,
}) => {
  const email = "inactive@example.test";
  const before = (await portal.outbox(email)).length;
  const link = await activationLink(portal, "payroll");

  // The page's clock runs an hour behind, so the page still reads the link as unexpired and asks the server,
  // whose one-second lifetime has run out (retried until it has: no fixed sleep). The fake clock also drives
  // the countdown below.
  await page.clock.install({ time: Date.now() - 3_600_000 });
  await expect(async () => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/resendemail$/, { timeout: 2_000 });
  }).toPass();

  await expect(page.getByRole("heading", { name: "¡Tiempo de activación finalizado!" })).toBeVisible();
  await expect(
    page.getByText("Te enviamos un nuevo enlace de activación a in******@example.test."),
  ).toBeVisible();
  // It was sent on arrival: the outbox holds the first link and the new one.
  await expect.poll(async () => (await portal.outbox(email)).length).toBe(before + 2);
  expect(await newestLink(email), "the new email carries a fresh link").not.toBe(link);

  await page.getByRole("button", { name: "¿No recibiste el correo?" }).click();
  // The page's clock keeps running between steps, so the seconds read are at most a few below the mark.
  await expect(page.getByRole("timer")).toHaveText(
    /^Podrás solicitar un nuevo correo en (60|5\d) segundos\.$/,
  );
  await page.clock.runFor(30_000);
  await expect(page.getByRole("timer")).toHaveText(
    /^Podrás solicitar un nuevo correo en (30|2\d) segundos\.$/,
  );
  await expect(page.getByRole("button", { name: "Reenviar correo" })).toHaveCount(0);
  await page.clock.runFor(30_000);
  await page.getByRole("button", { name: "Reenviar correo" }).click();
  await expect(page.getByRole("heading", { name: "Listo" })).toBeVisible();
  await expect.poll(async () => (await portal.outbox(email)).length).toBe(before + 3);
});

test("the user menu's Cambiar contraseña changes the password with the old one and lands on 'password updated', then /Login", async ({
  page,
  freshPortal,
}) => {
  await page.goto(freshPortal.url("payroll", "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(freshPortal.url("payroll", "/users"));
  await page.getByRole("button", { name: "Demo Usuario" }).click();
  await page
    .getByRole("region", { name: "Menú de usuario" })
    .getByRole("button", { name: "Cambiar contraseña" })
    .click();
  // An in-app move: the signed-in page keeps its session and the form asks for the old password.
  await expect(page).toHaveURL(/\/changepassword$/);
  await page.getByRole("textbox", { name: "Contraseña actual", exact: true }).fill(demoPassword);
  await page.getByRole("textbox", { name: "Nueva contraseña", exact: true }).fill("Nueva!2026y");
  await page.getByRole("textbox", { name: "Confirmar contraseña", exact: true }).fill("Nueva!2026y");
  await page.getByRole("button", { name: "Restablecer" }).click();
  await expect(page).toHaveURL(/\/Alert$/i);
  await expect(page.getByRole("heading", { name: "Tu contraseña fue actualizada." })).toBeVisible();
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/i);
  await signIn(page, "demo", "Nueva!2026y");
  await expect(page).toHaveURL(freshPortal.url("payroll", "/users"));
});

test("an activation in an application of mechanism 1 lands on 'password created', counts down, then goes to /Login", async ({
  page,
  freshPortal,
}) => {
  const emailed = await activationLink(freshPortal, "certificate");
  // Opened on the certificate service's host (seeded with mechanismAfterSetPass 1: docs/reference-api.md).
  const link = new URL(emailed);
  link.host = new URL(freshPortal.url("certificate")).host;

  await page.clock.install();
  await page.goto(link.href);
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Creada!2026");
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Creada!2026");
  await page.getByRole("button", { name: "Restablecer" }).click();
  await expect(page).toHaveURL(/\/Alert$/i);
  await expect(page.getByRole("heading", { name: "Tu contraseña fue creada." })).toBeVisible();
  await expect(page.getByText("Tu contraseña fue creada exitosamente.")).toBeVisible();
  // The seeded passwordCreatedCountdown parameter: 5 seconds, then the page named in state (/Login).
  await expect(page.getByRole("timer")).toHaveText(/^Serás redirigido en [45] segundos\.$/);
  await page.clock.runFor(2_000);
  await expect(page.getByRole("timer")).toHaveText(/^Serás redirigido en [23] segundos\.$/);
  await expect(page).toHaveURL(/\/Alert$/i);
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/\/login$/i);
  await expect(page.getByRole("button", { name: "Ingresar", exact: true })).toBeVisible();
});

test("an activation link that runs out while its form is open lands on 'activation expired', whose link asks for a new email", async ({
  page,
}) => {
  // A portal whose activation links live 8 seconds: long enough to open the form, short enough to outwait.
  test.setTimeout(120_000);
  const shortLinks = await openPortal({ linkSeconds: 8 });
  try {
    const issuedAt = Date.now();
    const link = await activationLink(shortLinks, "payroll");
    await page.clock.install({ time: Date.now() - 3_600_000 }); // the page reads the link as unexpired
    await page.goto(link);
    await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Activa!2026");
    await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Activa!2026");
    // The person left the form open past the link's lifetime (real time: the server's clock decides).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, issuedAt + 9_000 - Date.now())));
    await page.getByRole("button", { name: "Restablecer" }).click();

    await expect(page).toHaveURL(/\/Alert$/i);
    await expect(page.getByRole("heading", { name: "¡Tiempo de activación finalizado!" })).toBeVisible();
    // Said once: the server's text repeats the heading.
    await expect(page.getByText("Tiempo de activación finalizado")).toHaveCount(1);
    await page.getByRole("link", { name: "¿No recibiste el correo?" }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
  } finally {
    await shortLinks.server.close();
  }
});
