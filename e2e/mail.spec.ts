import { fileURLToPath } from "node:url";
import { defaultStoreDir, readIndex, readRevision } from "@gse/brand-kit/store";
import { type RunningServer, startServer, startSmtpServer, type TestSmtpServer } from "@gse/reference-api";
import { expect, signIn, test } from "./fixtures.ts";
import { journeyDatabase } from "./postgres.ts";

// Emails that arrive: the production server (REFERENCE_DEMO unset) on the built portal, two instances on one
// PostgreSQL server, delivering to a real SMTP server on a free port. A reset asked from payroll's login page
// arrives over SMTP in payroll's look with a working link in both parts; a message asked while the SMTP server is
// down arrives once it is back, once; with two instances every message is delivered exactly once.

const portalDist = fileURLToPath(new URL("../apps/portal/dist", import.meta.url));
const admin = { userName: "root.admin", password: "Prod!Admin2026", email: "root@example.test" };

/** Payroll as the brand store serves it (`pnpm build` publishes it): its name, logo's served path, primary colour. */
const payroll = readRevision(defaultStoreDir, "payroll", readIndex(defaultStoreDir).current.payroll ?? "")
  ?.brand as {
  name: string;
  images: { logo: string };
  palette: { primary: { main: string } };
};

let smtp: TestSmtpServer;
let instances: RunningServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer();
  const settings = {
    demo: false,
    publicOrigins: ["http://localhost:*", "http://*.localhost:*", "http://127.0.0.1:*"],
    admin,
    // One secret for both instances, a cheaper scrypt (as in the API's tests), room for the requests below.
    jwtSecret: new TextEncoder().encode("mail spec"),
    scryptCost: 12,
    throttle: { perIp: 1000, perAccount: 1000, windowSeconds: 60 },
    mail: {
      url: smtp.url,
      from: "GSE <no-reply@portal.example.test>",
      // The policy's shape with short waits, so the outage below ends within the test.
      retry: { firstDelayMs: 200, maxDelayMs: 1000, temporaryGiveUpMs: 120_000, permanentGiveUpMs: 0 },
      pollMs: 30_000,
    },
  };
  const database = await journeyDatabase(settings);
  // Each serves the built portal, as `pnpm start` does; they share the database and so the outbox.
  for (let index = 0; index < 2; index += 1) {
    instances.push(await startServer({ port: 0, database, portalDist, settings }));
  }
});

test.afterAll(async () => {
  for (const instance of instances) await instance.close().catch(() => undefined);
  instances = [];
  await smtp?.stop();
});

const portOf = (server: RunningServer) => new URL(server.url).port;
const linkIn = (text: string) => /https?:\/\/\S+\/changepassword\?\S+/.exec(text)?.[0];

/** Asks a reset of the administrator's password straight from an instance, as payroll's reset page does. */
async function askReset(server: RunningServer): Promise<void> {
  const answer = await fetch(`${server.url}/api/login/ResetPassword`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-application": "payroll", "accept-language": "es" },
    body: JSON.stringify({
      appname: "payroll",
      user: admin.email,
      isInvalidLinkScreen: false,
      isByUser: false,
    }),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

/** Waits until no instance sees a message pending (every one delivered or given up). */
async function untilOutboxEmpty(): Promise<void> {
  await expect.poll(async () => (await instances[0]?.mail?.backlog())?.pending, { timeout: 30_000 }).toBe(0);
}

test("a reset asked from payroll's login page arrives over SMTP in payroll's look; its link sets a password that signs in", async ({
  page,
}) => {
  const [first] = instances;
  if (!first) throw new Error("no API instance started");
  await page.goto(`http://payroll.localhost:${portOf(first)}/login`);
  await page.getByRole("link", { name: "Recordar contraseña" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/check-email$/);

  const { mail } = await smtp.waitFor(
    (item) => item.to.includes(admin.email) && item.mail.subject === "Restablece tu contraseña",
  );
  const html = String(mail.html);
  expect(html).toContain(payroll.name);
  expect(html).toContain(`src="http://payroll.localhost:${portOf(first)}${payroll.images.logo}"`);
  expect(html).toContain(payroll.palette.primary.main);
  expect(html).toContain('lang="es"');
  const link = linkIn(mail.text ?? "");
  expect(link, "the text part carries the /changepassword link").toBeTruthy();
  expect(link?.startsWith(`http://payroll.localhost:${portOf(first)}/changepassword?`)).toBe(true);
  expect(html).toContain(`href="${link}"`);

  await page.goto(link ?? "");
  await expect(page.getByText(/Usuario:\s*root\.admin$/)).toBeVisible();
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Correo!2026");
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Correo!2026");
  await page.getByRole("button", { name: "Restablecer" }).click();
  await expect(page).toHaveURL(/\/(users|Alert)$/i);
  if (/\/Alert$/i.test(page.url())) {
    await page.getByRole("button", { name: "Aceptar" }).click();
    await signIn(page, admin.userName, "Correo!2026");
  }
  await expect(page).toHaveURL(`http://payroll.localhost:${portOf(first)}/users`);
});

test("the email is in the page's language: a reset asked from payroll's page in English arrives in English", async ({
  browser,
}) => {
  const [first] = instances;
  if (!first) throw new Error("no API instance started");
  const before = smtp.received.length;
  // A browser set to Portuguese on a page the user switched to English: the page's language is the one that counts.
  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  // The language a user chose with the selector, as the page keeps it (spec §1).
  await page.addInitScript(() => localStorage.setItem("bms_lang", "en"));
  await page.goto(`http://payroll.localhost:${portOf(first)}/resetpassword`);
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/check-email$/);
  const { mail } = await smtp.waitFor((item) => smtp.received.indexOf(item) >= before);
  expect(mail.subject).toBe("Reset your password");
  expect(String(mail.html)).toContain('lang="en"');
  expect(mail.text).toContain("This link expires in 1 hour.");
  await context.close();
});

test("a message asked while the SMTP server is down arrives once, after it is back", async () => {
  const [first] = instances;
  if (!first) throw new Error("no API instance started");
  await untilOutboxEmpty();
  const before = smtp.received.length;
  await smtp.stop();
  try {
    await askReset(first);
    // The condition, not a sleep: an attempt failed and the message waits for its retry.
    await expect.poll(async () => (await first.mail?.backlog())?.retrying, { timeout: 30_000 }).toBe(1);
    expect(smtp.received).toHaveLength(before);
  } finally {
    await smtp.start();
  }
  const { mail } = await smtp.waitFor((item) => smtp.received.indexOf(item) >= before);
  await untilOutboxEmpty();
  const link = linkIn(mail.text ?? "");
  expect(link).toBeTruthy();
  expect(smtp.received.slice(before).filter((item) => linkIn(item.mail.text ?? "") === link)).toHaveLength(1);
  expect(smtp.received).toHaveLength(before + 1);
});

test("with two API instances on one PostgreSQL, each message is delivered exactly once", async () => {
  await untilOutboxEmpty();
  const before = smtp.received.length;
  const asked = 12;
  // Both instances' workers wake on each message's NOTIFY and race for it.
  await Promise.all(
    Array.from({ length: asked }, (_, index) =>
      askReset(instances[index % instances.length] as RunningServer),
    ),
  );
  await expect.poll(() => smtp.received.length - before, { timeout: 30_000 }).toBe(asked);
  await untilOutboxEmpty();
  const received = smtp.received.slice(before);
  expect(received).toHaveLength(asked);
  expect(new Set(received.map((item) => item.mail.messageId)).size).toBe(asked);
  expect(new Set(received.map((item) => linkIn(item.mail.text ?? ""))).size).toBe(asked);
  const sent = instances.map((instance) => instance.mail?.status().sent ?? 0);
  test.info().annotations.push({ type: "sent per instance", description: sent.join(", ") });
});
