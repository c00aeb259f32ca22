import { DEFAULT_LANGUAGE } from "@gse/brand-kit";
import { parseTemplateVariables, type TemplateVariable, timeKey } from "@gse/contract";
import type { NotificationField } from "@gse/emails";
import type { Database } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";

/** Notification idstate: 0 PENDIENTE, 1 EJECUTADA (spec §3). */
export const PENDING = 0;
export const EXECUTED = 1;

interface Due {
  readonly id: number;
  /** The notification's applications: its email is in the brand of the one it names, or the suite's. */
  readonly applications: readonly string[];
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

/** One variable of the email: its label and its value as a reader expects it (a check's yes or no is the email's). */
function field(variable: TemplateVariable, values: Record<string, unknown>): NotificationField {
  const label = variable.label || (variable.type === "time" ? timeKey(variable) : variable.name);
  if (variable.type === "check") return { label, value: values[variable.name] === true };
  if (variable.type === "date") return { label, value: dayMonthYear(String(values[variable.name] ?? "")) };
  if (variable.type === "text") return { label, value: String(values[variable.name] ?? "") };
  const complement =
    variable.complement && values[variable.complement.name] === true ? ` ${variable.complement.label}` : "";
  return { label, value: `${String(values[timeKey(variable)] ?? "")}${complement}` };
}

/** A notification's variables, each with the value saved for it, in the template's order. */
export function notificationFields(
  due: Pick<Due, "id" | "templateVariables" | "variables">,
): NotificationField[] {
  const values = JSON.parse(due.variables || "{}") as Record<string, unknown>;
  const variables = parseTemplateVariables({ id: due.id, variables: due.templateVariables });
  return variables.map((variable) => field(variable, values));
}

/**
 * Where a notification's email gets its logo: the first public origin, its `*.` the application's subdomain
 * (`https://*.portal.example.com` → `https://payroll.portal.example.com`); none when the origin names no port
 * (`http://localhost:*`), unless the caller knows the request's own.
 */
export function notificationOrigin(
  publicOrigins: readonly string[],
  application: string | undefined,
): string | undefined {
  const [first] = publicOrigins;
  if (!first || first.endsWith(":*")) return undefined;
  return first.replace("*.", application && application !== "suite" ? `${application}.` : "");
}

/**
 * Sends every pending notification whose time (23:59 of its date, in the configured zone) has come by `now`:
 * each becomes EJECUTADA and its email goes to the active users of its applications, in one transaction, so
 * a notification is sent once even when two ticks overlap. Answers how many were sent.
 */
export async function sendDueNotifications(
  services: {
    readonly db: Pick<Database, "query" | "transaction">;
    readonly mail: Mailer;
    readonly settings: { readonly publicOrigins: readonly string[] };
  },
  now: Date,
  /** The origin of the request that moved the clock (demo mode), for a public origin with no fixed port. */
  requestOrigin?: string,
): Promise<number> {
  const { db, mail } = services;
  const due = await db.query<Due>(
    `SELECT n.id, s.name AS subject, t.title, t.variables AS "templateVariables", n.variables,
       coalesce((SELECT jsonb_agg(a.name ORDER BY a.name) FROM notification_applications na
         JOIN applications a ON a.id = na.application_id WHERE na.notification_id = n.id), '[]') AS applications
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
      const [application] = notification.applications.length === 1 ? notification.applications : [];
      const context = {
        brand: {
          application,
          tenant: undefined,
          origin: notificationOrigin(services.settings.publicOrigins, application) ?? requestOrigin,
        },
        // A scheduled email has no page: the administrators' texts are Spanish, and so is the rest.
        language: DEFAULT_LANGUAGE,
      };
      const message = {
        kind: "notification" as const,
        subject: notification.subject,
        title: notification.title,
        fields: notificationFields(notification),
      };
      for (const { email } of await tx.query<{ email: string }>(recipientsSql, [notification.id])) {
        await mail.send(tx, email, message, context);
      }
      sent += 1;
    });
  }
  return sent;
}
