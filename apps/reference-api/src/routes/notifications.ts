import {
  AdminApi,
  ChosenIdRule,
  NOTIFICATION_SEND_TIME,
  NotificationApplicationsRule,
  NotificationReasonRule,
  type NotificationSaveRequest,
  type NotificationSchema,
  NotificationState,
  type Subject,
  sendDateRule,
  type TemplateSchema,
  variablesProblem,
} from "@gse/contract";
import * as v from "valibot";
import type { Queryable } from "../db/database.ts";
import { EXECUTED, PENDING } from "../domain/notification-schedule.ts";
import { ok, Refusal } from "../http.ts";
import type { Services } from "../services.ts";
import { type Routes, route } from "./route.ts";

const notification = AdminApi.notification;

/** Spec §4: an executed notification cannot change. */
export const executedRefusal = "La notificación ya fue ejecutada, no se puede modificar";

/** The messages the console shows after a save (spec §4: 'Saving shows the returned message'). */
export const NotificationSaved = {
  created: "La notificación fue programada con éxito",
  modified: "La notificación fue modificada con éxito",
  deleted: "La notificación fue eliminada con éxito",
} as const;

/** The §5 rule a field breaks, as 400 naming the field and the rule's message; nothing is written. */
function check(field: string, schema: v.GenericSchema, value: unknown): void {
  const issue = v.safeParse(schema, value).issues?.[0];
  if (issue) throw new Refusal(400, `${field}: ${issue.message}`);
}

/** Every §5 rule of a save, checked before anything is written; answers the date of sending (YYYY-MM-DD). */
async function checkSave(services: Services, tx: Queryable, form: NotificationSaveRequest): Promise<string> {
  const today = services.clock.today(services.settings.timeZone);
  const sendDate = form.executionDate.slice(0, 10);
  check("reason", NotificationReasonRule, form.reason);
  check("templateId", ChosenIdRule, form.templateId);
  check("subjectId", ChosenIdRule, form.subjectId);
  check("executionDate", sendDateRule(today), sendDate);
  check("applicationIds", NotificationApplicationsRule, form.applicationIds);
  const known = await tx.query<{ id: number }>("SELECT id FROM applications WHERE id = ANY($1::int[])", [
    form.applicationIds,
  ]);
  const unknown = form.applicationIds.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length)
    throw new Refusal(400, `applicationIds: no existe la aplicación con id ${unknown.join(", ")}`);
  const [template] = await tx.query<{ id: number; variables: string }>(
    "SELECT id, variables FROM templates WHERE id = $1",
    [form.templateId],
  );
  if (!template) throw new Refusal(400, `templateId: no existe la plantilla con id ${form.templateId}`);
  const [subject] = await tx.query("SELECT 1 FROM subjects WHERE id = $1 AND template_id = $2", [
    form.subjectId,
    form.templateId,
  ]);
  if (!subject) {
    throw new Refusal(
      400,
      `subjectId: el asunto ${form.subjectId} no pertenece a la plantilla ${form.templateId}`,
    );
  }
  const problem = variablesProblem(template, form.variables, today);
  if (problem) throw new Refusal(400, problem);
  return sendDate;
}

async function saveApplications(tx: Queryable, id: number, applicationIds: readonly number[]) {
  await tx.query("DELETE FROM notification_applications WHERE notification_id = $1", [id]);
  await tx.query(
    `INSERT INTO notification_applications (notification_id, application_id)
     SELECT $1, x FROM unnest($2::int[]) AS x ON CONFLICT DO NOTHING`,
    [id, applicationIds],
  );
}

/** A pending notification by id, or 404 / 400 with the spec's executed text. */
async function pending(tx: Queryable, id: number): Promise<void> {
  const [row] = await tx.query<{ idstate: number }>(
    "SELECT idstate FROM notifications WHERE id = $1 FOR UPDATE",
    [id],
  );
  if (!row) throw new Refusal(404, `No existe la notificación con id ${id}`);
  if (row.idstate !== PENDING) throw new Refusal(400, executedRefusal);
}

/**
 * The notification calls (spec §7 "Notifications"). The list answers every notification, newest first; the
 * console searches, sorts and pages it. Create and modify hold the §5 rules (400 naming the field, nothing
 * saved); only PENDIENTE ones may be modified or deleted. Execution dates are the chosen date at 23:59 in
 * REFERENCE_TIME_ZONE, and read back as that local date and time.
 */
export const notificationRoutes: Routes = (app, services) => {
  const { db } = services;
  const zone = () => services.settings.timeZone;

  route(app, notification.list, async (_c) => {
    const rows = await db.query<v.InferInput<typeof NotificationSchema>>(
      `SELECT n.id, n.reason, n.subject_id AS "subjectId", s.name AS "subjectName", n.template_id AS "templateId",
         coalesce(string_agg(a.title, ', ' ORDER BY a.title), '') AS "sharedApps",
         coalesce(array_agg(a.id ORDER BY a.title) FILTER (WHERE a.id IS NOT NULL), '{}') AS "applicationIds",
         n.variables, to_char(n.execution_date AT TIME ZONE $1, 'YYYY-MM-DD"T"HH24:MI:SS') AS "executionDate",
         CASE WHEN n.idstate = $2 THEN '${NotificationState.executed}' ELSE '${NotificationState.pending}' END
           AS "stateName",
         n.idstate, to_char(n.createdon AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS createdon
       FROM notifications n JOIN subjects s ON s.id = n.subject_id
       LEFT JOIN notification_applications na ON na.notification_id = n.id
       LEFT JOIN applications a ON a.id = na.application_id
       GROUP BY n.id, s.name ORDER BY n.createdon DESC, n.id DESC`,
      [zone(), EXECUTED],
    );
    return ok(rows);
  });

  route(app, notification.create, async (_c, { body: form }) => {
    const id = await db.transaction(async (tx) => {
      const sendDate = await checkSave(services, tx, form);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO notifications (reason, subject_id, template_id, variables, execution_date, idstate, createdon)
         VALUES ($1, $2, $3, $4, ($5::date + $6::time) AT TIME ZONE $7, $8, $9) RETURNING id`,
        [
          form.reason.trim(),
          form.subjectId,
          form.templateId,
          form.variables,
          sendDate,
          NOTIFICATION_SEND_TIME,
          zone(),
          PENDING,
          services.clock.now().toISOString(),
        ],
      );
      if (!row) throw new Error("notification insert returned no id");
      await saveApplications(tx, row.id, form.applicationIds);
      return row.id;
    });
    // Beside the contract's answer: the new id, for scripts and tests.
    const created = {
      responseCode: 200,
      information: NotificationSaved.created,
      result: NotificationSaved.created,
      id,
    };
    return created;
  });

  route(app, notification.modify, async (_c, { body: form }) => {
    await db.transaction(async (tx) => {
      await pending(tx, form.id);
      const sendDate = await checkSave(services, tx, form);
      await tx.query(
        `UPDATE notifications SET reason = $2, subject_id = $3, template_id = $4, variables = $5,
           execution_date = ($6::date + $7::time) AT TIME ZONE $8 WHERE id = $1`,
        [
          form.id,
          form.reason.trim(),
          form.subjectId,
          form.templateId,
          form.variables,
          sendDate,
          NOTIFICATION_SEND_TIME,
          zone(),
        ],
      );
      await saveApplications(tx, form.id, form.applicationIds);
    });
    return ok(NotificationSaved.modified, NotificationSaved.modified);
  });

  route(app, notification.delete, async (_c, { body: { id } }) => {
    await db.transaction(async (tx) => {
      await pending(tx, id);
      await tx.query("DELETE FROM notification_applications WHERE notification_id = $1", [id]);
      await tx.query("DELETE FROM notifications WHERE id = $1", [id]);
    });
    return ok(NotificationSaved.deleted, NotificationSaved.deleted);
  });

  route(app, notification.templatesByApps, async (_c, { headers: { apps } }) => {
    const ids = (apps ?? "")
      .split(",")
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isInteger(id) && id > 0);
    // Templates enabled for any chosen application, each with all of its own: the form warns when a template
    // does not cover every chosen one.
    const rows = await db.query<v.InferInput<typeof TemplateSchema>>(
      `SELECT t.id, t.title, t.url_image AS "urlImage", t.variables,
         array_agg(ta.application_id ORDER BY ta.application_id) AS "applicationIds"
       FROM templates t JOIN template_applications ta ON ta.template_id = t.id
       GROUP BY t.id
       HAVING bool_or(ta.application_id = ANY($1::int[]))
       ORDER BY lower(t.title)`,
      [ids],
    );
    return ok(rows);
  });

  route(app, notification.subjectsByTemplate, async (_c, { headers: { idTemplate } }) => {
    const rows = await db.query<Subject>(
      "SELECT id, name FROM subjects WHERE template_id = $1 ORDER BY lower(name)",
      [Number(idTemplate)],
    );
    return ok(rows);
  });
};
