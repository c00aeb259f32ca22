import {
  AdminApi,
  InformationAnswerSchema,
  NotificationListAnswerSchema,
  NotificationMessage,
  SubjectsAnswerSchema,
  TemplatesAnswerSchema,
} from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executedRefusal, NotificationSaved } from "./routes/notifications.ts";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// The notification calls (administration spec §7 "Notifications") with the §5 rules server-side, and
// the schedule that sends a pending notification at 23:59 of its date in REFERENCE_TIME_ZONE.

const { list, create, modify, delete: remove, templatesByApps, subjectsByTemplate } = AdminApi.notification;
const zone = "America/Bogota";

/** A date in Bogotá (UTC-5, no daylight saving) `days` after the clock's date. */
const dayAfter = (base: string, days: number) => {
  const date = new Date(`${base}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("the notification calls and their schedule", () => {
  let api: TestApi;
  let demo: string;
  let noPrivileges: string;
  // The clock is set to noon in Bogotá on this day, so "today" does not depend on when the test runs.
  const today = "2027-03-10";
  const postAs = (token: string, path: string, body: unknown) =>
    api.post(path, body, { authorization: `Bearer ${token}` });
  const records = async () => api.read(NotificationListAnswerSchema, await api.getAs(demo, list.path)).result;
  const setClock = (now: string) => api.call("PUT", "/dev/clock", { body: { now } });

  let templateId = 0;
  let subjectId = 0;
  let suite = 0;
  let payroll = 0;
  const values = {
    titulo: "Cierre anual",
    mensaje: "Todos los módulos\\nse detienen.",
    fecha: dayAfter(today, 2),
    hora: "08:30",
    pm: true,
    obligatorio: true,
  };
  const form = () => ({
    id: 0,
    reason: "Aviso del cierre anual",
    subjectId,
    templateId,
    applicationIds: [suite, payroll],
    variables: JSON.stringify(values),
    executionDate: dayAfter(today, 1),
  });

  beforeAll(async () => {
    api = await TestApi.start({ settings: { timeZone: zone } });
    await setClock(`${today}T17:00:00Z`);
    demo = await api.sessionOf("demo");
    noPrivileges = await api.sessionOf("noprivileges.demo");
    const apps = (await api.getAs(demo, AdminApi.application.forNotifications.path)).body as {
      result: { id: number; name: string }[];
    };
    suite = apps.result.find((app) => app.name === "suite")?.id ?? 0;
    payroll = apps.result.find((app) => app.name === "payroll")?.id ?? 0;
    const templates = api.read(
      TemplatesAnswerSchema,
      await api.getAs(demo, templatesByApps.path, { apps: `${suite},${payroll}` }),
    ).result;
    const general = templates.find((template) => template.title === "Comunicado general");
    templateId = general?.id ?? 0;
    subjectId =
      api.read(
        SubjectsAnswerSchema,
        await api.getAs(demo, subjectsByTemplate.path, { idTemplate: String(templateId) }),
      ).result[0]?.id ?? 0;
  }, startTimeout);
  afterAll(() => api?.close());

  it("lists the templates of the chosen applications with the applications each is enabled for", async () => {
    const templates = api.read(
      TemplatesAnswerSchema,
      await api.getAs(demo, templatesByApps.path, { apps: String(payroll) }),
    ).result;
    expect(templates.map((template) => template.title)).toContain("Recordatorio de cierre de nómina");
    const general = templates.find((template) => template.title === "Comunicado general");
    expect(general?.applicationIds).toEqual(expect.arrayContaining([suite, payroll]));
    const types = JSON.parse(general?.variables ?? "[]").map((variable: { type: string }) => variable.type);
    expect(new Set(types)).toEqual(new Set(["text", "date", "time", "check"]));
    expect(
      api.read(TemplatesAnswerSchema, await api.getAs(demo, templatesByApps.path, { apps: "" })).result,
    ).toEqual([]);
  });

  it("answers the subjects of a template", async () => {
    const subjects = api.read(
      SubjectsAnswerSchema,
      await api.getAs(demo, subjectsByTemplate.path, { idTemplate: String(templateId) }),
    ).result;
    expect(subjects.map((subject) => subject.name)).toEqual([
      "Comunicado importante",
      "Información para los usuarios",
    ]);
  });

  it("refuses a save that breaks a §5 rule, naming the field, and saves nothing", async () => {
    const before = (await records()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: " " }, `reason: ${NotificationMessage.required}`],
      [{ reason: "a".repeat(201) }, `reason: ${NotificationMessage.reasonMax}`],
      [{ templateId: 0 }, `templateId: ${NotificationMessage.required}`],
      [{ subjectId: 0 }, `subjectId: ${NotificationMessage.required}`],
      [{ applicationIds: [] }, `applicationIds: ${NotificationMessage.oneApplication}`],
      [{ executionDate: dayAfter(today, -1) }, `executionDate: ${NotificationMessage.sendDateFromToday}`],
      [
        { variables: JSON.stringify({ ...values, fecha: today }) },
        `variables.fecha: ${NotificationMessage.dateFromTomorrow}`,
      ],
      [
        { variables: JSON.stringify({ ...values, hora: "24:00" }) },
        `variables.hora: ${NotificationMessage.hourRange}`,
      ],
      [
        { variables: JSON.stringify({ ...values, titulo: "x".repeat(41) }) },
        `variables.titulo: ${NotificationMessage.textMax}`,
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await postAs(demo, create.path, { ...form(), ...change });
      expect(answer.status, message).toBe(400);
      expect(api.read(InformationAnswerSchema, answer).information).toBe(message);
    }
    expect(await records()).toHaveLength(before);
  });

  it("refuses a subject of another template", async () => {
    const answer = await postAs(demo, create.path, { ...form(), subjectId: 1 });
    expect(answer.status).toBe(400);
    expect(api.read(InformationAnswerSchema, answer).information).toMatch(/^subjectId: /);
  });

  it("needs notifications.write to save and notifications.read to list", async () => {
    expect((await postAs(noPrivileges, create.path, form())).status).toBe(403);
    expect((await api.getAs(noPrivileges, list.path)).status).toBe(403);
  });

  it("schedules, modifies and, at 23:59 of its date in the configured zone, sends it to the applications' active users", async () => {
    const created = await postAs(demo, create.path, form());
    expect(created.status).toBe(200);
    expect(api.read(InformationAnswerSchema, created).result).toBe(NotificationSaved.created);
    const id = (created.body as { id: number }).id;
    let saved = (await records()).find((notification) => notification.id === id);
    expect(saved).toMatchObject({
      stateName: "PENDIENTE",
      executionDate: `${dayAfter(today, 1)}T23:59:00`,
      subjectId,
      templateId,
    });
    expect(saved?.applicationIds.sort()).toEqual([suite, payroll].sort());

    const modified = await postAs(demo, modify.path, {
      ...form(),
      id,
      reason: "Aviso del cierre anual 2027",
    });
    expect(api.read(InformationAnswerSchema, modified).result).toBe(NotificationSaved.modified);

    // 23:58 in Bogotá of the sending date is 04:58 UTC the next day: not yet.
    const sendDate = dayAfter(today, 1);
    const dayAfterSend = dayAfter(today, 2);
    expect(
      ((await setClock(`${dayAfterSend}T04:58:00Z`)).body as { result: { sent: number } }).result.sent,
    ).toBe(0);
    expect(await api.outbox("demo@example.test")).not.toContainEqual(
      expect.objectContaining({ subject: "Comunicado importante" }),
    );
    await setClock(`${dayAfterSend}T04:59:30Z`);
    saved = (await records()).find((notification) => notification.id === id);
    expect(saved?.stateName).toBe("EJECUTADA");
    const [email, ...more] = (await api.outbox("demo@example.test")).filter(
      (message) => message.subject === "Comunicado importante",
    );
    expect(more).toEqual([]);
    // The text part opens with the template's title and the variables; the brand's signature follows.
    expect(email?.text).toContain(
      [
        "Comunicado general",
        "",
        "Título: Cierre anual",
        "Mensaje: Todos los módulos\\nse detienen.",
        `Fecha del evento: ${values.fecha.split("-").reverse().join("/")}`,
        "Hora del evento: 08:30 p. m.",
        "Asistencia obligatoria: Sí",
      ].join("\n"),
    );
    // Inactive users (state 1) get nothing.
    expect(await api.outbox("inactive@example.test")).not.toContainEqual(
      expect.objectContaining({ subject: "Comunicado importante" }),
    );
    expect(sendDate).not.toBe(dayAfterSend);

    // Executed: refused for editing and deleting, unchanged.
    const refused = await postAs(demo, modify.path, { ...form(), id, executionDate: dayAfterSend });
    expect(refused.status).toBe(400);
    expect(api.read(InformationAnswerSchema, refused).information).toBe(executedRefusal);
    expect((await postAs(demo, remove.path, { id })).status).toBe(400);
    expect((await records()).find((notification) => notification.id === id)?.reason).toBe(
      "Aviso del cierre anual 2027",
    );
    await setClock(`${today}T17:00:00Z`);
  });

  it("deletes a pending notification only", async () => {
    const created = await postAs(demo, create.path, form());
    const id = (created.body as { id: number }).id;
    const deleted = await postAs(demo, remove.path, { id });
    expect(api.read(InformationAnswerSchema, deleted).result).toBe(NotificationSaved.deleted);
    expect((await records()).some((notification) => notification.id === id)).toBe(false);
    expect((await postAs(demo, remove.path, { id })).status).toBe(404);
  });
});

describe("the clock override in production mode", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({
      settings: { demo: false, publicOrigins: ["http://127.0.0.1:*"] },
    });
  }, startTimeout);
  afterAll(() => api?.close());

  it("does not exist", async () => {
    expect((await api.call("PUT", "/dev/clock", { body: { now: "2030-01-01T00:00:00Z" } })).status).toBe(404);
  });
});
