import { expect, type Page } from "@playwright/test";
import { type Portal, signIn, test } from "./fixtures.ts";

// An administrator schedules an email notification from a template holding every variable type, the
// API's clock passes 23:59 of its date (REFERENCE_TIME_ZONE, America/Bogota) and the email lands in the outbox.

/** A date `days` after today where the browser is, as a date input takes it. */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
};

async function openNotifications(page: Page, portal: Portal) {
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(portal.url(undefined, "/notifications"));
  await expect(page.getByRole("heading", { name: "Notificaciones de correo" })).toBeVisible();
}

async function findRow(page: Page, text: string) {
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill(text);
  await search.press("Enter");
  return page.getByRole("row").filter({ hasText: text });
}

test("demo schedules a notification for two applications, edits it, and 23:59 of its date sends it", async ({
  page,
  freshPortal: portal,
}) => {
  // A long journey on two shared cores.
  test.setTimeout(120_000);
  await openNotifications(page, portal);
  await page.getByRole("button", { name: "Crear notificación" }).click();
  await expect(page.getByRole("heading", { name: "Nueva notificación" })).toBeVisible();
  const save = page.getByRole("button", { name: "Guardar" });
  await expect(save).toBeDisabled();
  await expect(page.getByText("La notificación se envía a las 23:59 de esta fecha.")).toBeVisible();

  // Applications first: they load the templates. Licenciamiento is not among the template's applications.
  await page.getByRole("checkbox", { name: "GSE Suite" }).check();
  await page.getByRole("checkbox", { name: "Nómina" }).check();
  await page.getByRole("checkbox", { name: "Licenciamiento" }).check();
  await page.getByRole("combobox", { name: "Plantilla" }).selectOption({ label: "Comunicado general" });
  await expect(save).toBeEnabled();

  // Every rule's message once: nothing filled, a send date before today, a date variable before tomorrow,
  // an hour and minutes out of range.
  await page.getByLabel(/Fecha de envío/).fill(inDays(-1));
  await page.getByLabel(/Fecha del evento/).fill(inDays(0));
  await page.getByRole("textbox", { name: /^Hora/ }).fill("24");
  // Digits only: the letter typed between them is dropped.
  await page.getByRole("textbox", { name: /Minutos/ }).pressSequentially("6a0");
  await expect(page.getByRole("textbox", { name: /Minutos/ })).toHaveValue("60");
  await save.click();
  await expect(page.getByText("La fecha de envío debe ser hoy o posterior.")).toBeVisible();
  await expect(page.getByText("La fecha debe ser a partir de mañana.")).toBeVisible();
  await expect(page.getByText("La hora debe estar entre 0 y 23.")).toBeVisible();
  await expect(page.getByText("Los minutos deben estar entre 0 y 59.")).toBeVisible();
  await expect(page.getByText("Campo obligatorio.").first()).toBeVisible();

  await page.getByRole("combobox", { name: "Asunto" }).selectOption({ label: "Comunicado importante" });
  await page.getByRole("textbox", { name: /Motivo/ }).fill("Cierre anual de la plataforma");
  await page.getByLabel(/Fecha de envío/).fill(inDays(2));
  await page.getByRole("textbox", { name: /Título/ }).fill("Cierre anual");
  await page.getByRole("textbox", { name: "Mensaje" }).fill("Los módulos se detienen una hora.");
  await page.getByLabel(/Fecha del evento/).fill(inDays(5));
  await page.getByRole("textbox", { name: /^Hora/ }).fill("");
  // Step buttons wrap within 0-23: up from empty is 00, down from 00 is 23.
  await page.getByRole("button", { name: "Aumentar Hora" }).click();
  await expect(page.getByRole("textbox", { name: /^Hora/ })).toHaveValue("00");
  await page.getByRole("button", { name: "Disminuir Hora" }).click();
  await expect(page.getByRole("textbox", { name: /^Hora/ })).toHaveValue("23");
  await page.getByRole("textbox", { name: /^Hora/ }).fill("8");
  await page.getByRole("textbox", { name: /Minutos/ }).fill("30");
  await page.getByRole("checkbox", { name: "p. m." }).check();
  await page.getByRole("checkbox", { name: "Asistencia obligatoria" }).check();

  // The template is not enabled for Licenciamiento: the form asks; Cancelar saves nothing.
  await save.click();
  const question = page.getByRole("dialog");
  await expect(question).toContainText(
    "La plantilla seleccionada no se encuentra habilitada para estas aplicaciones. ¿Deseas continuar?",
  );
  await question.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByText("La notificación no se guardó.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Licenciamiento" }).uncheck();
  await save.click();
  await expect(page.getByText("La notificación fue programada con éxito")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notificaciones de correo" })).toBeVisible();

  // Edit it: details first, Editar, the update asks.
  const row = await findRow(page, "Cierre anual de la plataforma");
  await expect(row).toContainText("PENDIENTE");
  await row.getByRole("cell", { name: "Cierre anual de la plataforma", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Detalles de la notificación" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Título/ })).toHaveValue("Cierre anual");
  await page.getByRole("switch", { name: "Editar" }).click();
  await page.getByRole("textbox", { name: /Motivo/ }).fill("Cierre anual de la plataforma 2026");
  await page.getByRole("textbox", { name: /Título/ }).fill("Cierre del año");
  await page.getByRole("button", { name: "Actualizar" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("¿Desea modificar esta notificación?");
  await confirm.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText("La notificación fue modificada con éxito")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notificaciones de correo" })).toBeVisible();

  // 00:00 in Bogotá the day after the sending date: past 23:59 of that date.
  const sendDay = inDays(2);
  const after = new Date(`${sendDay}T05:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const moved = await page.request.put(portal.url(undefined, "/dev/clock"), {
    data: { now: after.toISOString() },
  });
  expect(moved.ok()).toBe(true);
  const email = (await portal.outbox("demo@example.test")).find(
    (message) => message.subject === "Comunicado importante",
  );
  expect(email?.text).toContain("Título: Cierre del año");
  expect(email?.text).toContain("Mensaje: Los módulos se detienen una hora.");
  expect(email?.text).toContain(`Fecha del evento: ${inDays(5).split("-").reverse().join("/")}`);
  expect(email?.text).toContain("Hora del evento: 08:30 p. m.");
  expect(email?.text).toContain("Asistencia obligatoria: Sí");

  // Executed: refused for editing.
  await page.reload();
  const executed = await findRow(page, "Cierre anual de la plataforma 2026");
  await expect(executed).toContainText("EJECUTADA");
  await expect(executed.getByRole("button", { name: /Eliminar/ })).toHaveCount(0);
  await executed.getByRole("cell", { name: "Cierre anual de la plataforma 2026", exact: true }).click();
  const refusal = page.getByRole("dialog", { name: "Notificación" });
  await expect(refusal).toContainText("La notificación ya fue ejecutada, no se puede modificar");
  await refusal.getByRole("button", { name: "Aceptar" }).click();
});

test("demo deletes a pending notification, confirming", async ({ page, freshPortal: portal }) => {
  await openNotifications(page, portal);
  const reason = "Aviso de vencimiento a clientes de licencias";
  const row = await findRow(page, reason);
  await row.getByRole("button", { name: `Eliminar la notificación ${reason}` }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("¿Desea eliminar esta notificación?");
  await confirm.getByRole("button", { name: "Aceptar" }).click();
  const notice = page.getByRole("dialog", { name: "Notificación" });
  await expect(notice).toContainText("La notificación fue eliminada con éxito");
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await page.reload();
  await expect(await findRow(page, reason)).toHaveCount(0);
});
