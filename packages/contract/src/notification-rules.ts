import * as v from "valibot";
import { parseTemplateVariables, type Template, type TemplateVariable } from "./notifications.ts";

/**
 * The notification form's rules (spec §5 "Notification"), shared by the console's form and the reference API's
 * create and modify, so both refuse the same input with the same words. Every message is a Spanish catalog id.
 * Rules about dates take `today` (YYYY-MM-DD, in the zone the notifications are sent in) as an argument: the
 * console passes the browser's date, the API its configured zone's.
 */
export const NotificationMessage = {
  required: "Campo obligatorio.",
  /** The spec's generic 'Debe tener máximo :max caracteres.' with the reason's limit filled in. */
  reasonMax: "Debe tener máximo 200 caracteres.",
  /** The spec quotes no text for these rules; these name the limit. */
  sendDateFromToday: "La fecha de envío debe ser hoy o posterior.",
  dateFromTomorrow: "La fecha debe ser a partir de mañana.",
  textMax: "Supera la cantidad máxima de caracteres permitida.",
  digitsOnly: "Solo se admiten números.",
  hourRange: "La hora debe estar entre 0 y 23.",
  minutesRange: "Los minutos deben estar entre 0 y 59.",
  oneApplication: "Se requiere mínimo una aplicación",
  dateFormat: "La fecha no tiene el formato correcto.",
} as const;

const M = NotificationMessage;

/** Spec §9: the reason's and the template's limits, the send time, the hour and minute ranges. */
export const NOTIFICATION_REASON_MAX = 200;
export const NOTIFICATION_TEMPLATE_MAX = 50;
export const NOTIFICATION_SEND_TIME = "23:59";
export const HOUR_MAX = 23;
export const MINUTES_MAX = 59;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day after `day` (YYYY-MM-DD), calendar arithmetic without a zone. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const required = v.pipe(
  v.string(M.required),
  v.check((text) => text.trim() !== "", M.required),
);

/** reason (Motivo): required, 200 characters. */
export const NotificationReasonRule = v.pipe(required, v.maxLength(NOTIFICATION_REASON_MAX, M.reasonMax));

/** A chosen id (template, subject): a positive whole number; 0 or none is 'Campo obligatorio.'. */
export const ChosenIdRule = v.pipe(v.number(M.required), v.integer(M.required), v.minValue(1, M.required));

/** The applications the notification goes to: at least one (they also load the templates). */
export const NotificationApplicationsRule = v.pipe(v.array(v.number()), v.minLength(1, M.oneApplication));

/** A date no earlier than `first` (YYYY-MM-DD); `tooEarly` names the limit. */
const dateFrom = (first: () => string, tooEarly: string) =>
  v.pipe(
    required,
    v.regex(ISO_DATE, M.dateFormat),
    v.check((day) => day >= first(), tooEarly),
  );

/** Date of sending: required, today or later (it is sent at 23:59 of that day). */
export const sendDateRule = (today: string) => dateFrom(() => today, M.sendDateFromToday);

/** A date variable: required, tomorrow or later. */
export const dateVariableRule = (today: string) => dateFrom(() => nextDay(today), M.dateFromTomorrow);

/** A text variable: required, up to its maxLength (default 50). */
export const textVariableRule = (maxLength: number) => v.pipe(required, v.maxLength(maxLength, M.textMax));

const digitsIn = (max: number, outOfRange: string) =>
  v.pipe(
    required,
    v.regex(/^\d{1,2}$/, M.digitsOnly),
    v.check((text) => Number(text) <= max, outOfRange),
  );

/** A time variable's hour: digits only, 0 to 23. */
export const HourRule = digitsIn(HOUR_MAX, M.hourRange);
/** A time variable's minutes: digits only, 0 to 59. */
export const MinutesRule = digitsIn(MINUTES_MAX, M.minutesRange);

/** The key a time variable's "HH:MM" value is saved under: its name, or its hour's. */
export const timeKey = (variable: Extract<TemplateVariable, { type: "time" }>): string =>
  variable.name ?? variable.hour.name;

/**
 * The saved variables (JSON text of values by name: text and date as text, time as "HH:MM" with its
 * complement as a boolean under the complement's name, check as a boolean) checked against the template's
 * variables; the first problem as "variables.<name>: <message>", or undefined when all hold.
 */
export function variablesProblem(
  template: Pick<Template, "id" | "variables">,
  json: string,
  today: string,
): string | undefined {
  let values: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return "variables: must be JSON text of an object of values by variable name";
    }
    values = parsed as Record<string, unknown>;
  } catch {
    return "variables: must be JSON text of an object of values by variable name";
  }
  const fail = (name: string, issues: readonly v.BaseIssue<unknown>[] | undefined) =>
    issues?.[0] ? `variables.${name}: ${issues[0].message}` : undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : value);
  for (const variable of parseTemplateVariables(template)) {
    let problem: string | undefined;
    if (variable.type === "text") {
      problem = fail(
        variable.name,
        v.safeParse(textVariableRule(variable.maxLength), text(values[variable.name])).issues,
      );
    } else if (variable.type === "date") {
      problem = fail(variable.name, v.safeParse(dateVariableRule(today), text(values[variable.name])).issues);
    } else if (variable.type === "check") {
      if (typeof values[variable.name] !== "boolean") problem = `variables.${variable.name}: ${M.required}`;
    } else {
      const key = timeKey(variable);
      const [hour = "", minutes, ...rest] = String(text(values[key])).split(":");
      problem =
        fail(key, v.safeParse(HourRule, hour).issues) ??
        fail(key, v.safeParse(MinutesRule, rest.length ? "" : (minutes ?? "")).issues);
      if (!problem && variable.complement && typeof values[variable.complement.name] !== "boolean") {
        problem = `variables.${variable.complement.name}: ${M.required}`;
      }
    }
    if (problem) return problem;
  }
  return undefined;
}
