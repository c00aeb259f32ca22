import { parseTemplateVariables, type TemplateVariable, timeKey } from "@gse/contract";
import type { Database } from "../db/database.ts";
import { Outbox } from "./outbox.ts";

/** Notification idstate: 0 PENDIENTE, 1 EJECUTADA (spec §3). */
export const PENDING = 0;
export const EXECUTED = 1;

interface Due {
  readonly id: number;
  readonly subject: string;
  readonly title: string;
  readonly templateVariables: string;
  readonly variables: string;
}

/** Spec §3: user states 1, 3 and 6 are inactive; deleted users and users without an email get nothing. */
const recipientsSql = `
  SELECT DISTINCT ON (lower(u.email)) u.email FROM users u
  WHERE u.deleted_at IS NULL AND u.idstate NOT IN (1, 3, 6) AND u.email <> '' AND (
    EXISTS (SELECT 1 FROM user_roles ur
      JOIN role_applications ra ON ra.role_id = ur.role_id
      JOIN notification_applications na ON na.application_id = ra.application_id
      WHERE ur.user_id = u.id AND na.notification_id = $1)
    OR EXISTS (SELECT 1 FROM notification_applications na JOIN applications a ON a.id = na.application_id
      WHERE na.notification_id = $1 AND u.apps @> jsonb_build_array(a.name)))
  ORDER BY lower(u.email)`;

const dayMonthYear = (day: string) => day.split("-").reverse().join("/");

/** One variable's line of the email: its label and its value as a reader expects it. */
function line(variable: TemplateVariable, values: Record<string, unknown>): string {
  const label = variable.label || (variable.type === "time" ? timeKey(variable) : variable.name);
  if (variable.type === "check") return `${label}: ${values[variable.name] === true ? "Sí" : "No"}`;
  if (variable.type === "date") return `${label}: ${dayMonthYear(String(values[variable.name] ?? ""))}`;
  if (variable.type === "text") return `${label}: ${String(values[variable.name] ?? "")}`;
  const complement =
    variable.complement && values[variable.complement.name] === true ? ` ${variable.complement.label}` : "";
  return `${label}: ${String(values[timeKey(variable)] ?? "")}${complement}`;
}

/** The email of a notification: its template's title, then each variable with the value saved for it. */
export function notificationText(due: Pick<Due, "id" | "title" | "templateVariables" | "variables">): string {
  const values = JSON.parse(due.variables || "{}") as Record<string, unknown>;
  const variables = parseTemplateVariables({ id: due.id, variables: due.templateVariables });
  return [due.title, "", ...variables.map((variable) => line(variable, values))].join("\n");
}

/**
 * Sends every pending notification whose time (23:59 of its date, in the configured zone) has come by `now`:
 * each becomes EJECUTADA and its email goes to the active users of its applications, in one transaction, so
 * a notification is sent once even when two ticks overlap. Answers how many were sent.
 */
export async function sendDueNotifications(
  db: Pick<Database, "query" | "transaction">,
  now: Date,
): Promise<number> {
  const due = await db.query<Due>(
    `SELECT n.id, s.name AS subject, t.title, t.variables AS "templateVariables", n.variables
     FROM notifications n JOIN subjects s ON s.id = n.subject_id JOIN templates t ON t.id = n.template_id
     WHERE n.idstate = $1 AND n.execution_date <= $2 ORDER BY n.execution_date, n.id`,
    [PENDING, now.toISOString()],
  );
  let sent = 0;
  for (const notification of due) {
    await db.transaction(async (tx) => {
      const claimed = await tx.query(
        "UPDATE notifications SET idstate = $2 WHERE id = $1 AND idstate = $3 RETURNING id",
        [notification.id, EXECUTED, PENDING],
      );
      if (claimed.length === 0) return;
      const text = notificationText(notification);
      const outbox = new Outbox(tx);
      for (const { email } of await tx.query<{ email: string }>(recipientsSql, [notification.id])) {
        await outbox.send(email, notification.subject, text);
      }
      sent += 1;
    });
  }
  return sent;
}
