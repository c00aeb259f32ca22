import type { Notification, NotificationSaveRequest, Template } from "@gse/contract";
import { type FieldValue, type VariableField, variablesJson, variableValues } from "./variable-fields.ts";

/** The form's values: its own fields under these keys, the template's variables under `var:<name>` keys. */
export type NotificationValues = Record<string, FieldValue>;

export const F = {
  applicationIds: "applicationIds",
  templateId: "templateId",
  subjectId: "subjectId",
  reason: "reason",
  executionDate: "executionDate",
} as const;

/** The form's own fields, in the order the form shows them (spec §2: applications first). */
export const ownFields = [F.applicationIds, F.templateId, F.subjectId, F.reason, F.executionDate] as const;

export const newNotificationValues: NotificationValues = {
  [F.applicationIds]: [],
  [F.templateId]: 0,
  [F.subjectId]: 0,
  [F.reason]: "",
  [F.executionDate]: "",
};

/** A saved notification's values, its variables read with its template's fields. */
export function notificationValues(
  notification: Notification,
  fields: readonly VariableField[],
): NotificationValues {
  return {
    [F.applicationIds]: [...notification.applicationIds],
    [F.templateId]: notification.templateId,
    [F.subjectId]: notification.subjectId,
    [F.reason]: notification.reason,
    [F.executionDate]: notification.executionDate.slice(0, 10),
    ...variableValues(fields, notification.variables),
  };
}

export const chosenApplications = (values: NotificationValues): readonly number[] => {
  const ids = values[F.applicationIds];
  return Array.isArray(ids) ? ids : [];
};

export const chosenNumber = (values: NotificationValues, key: string): number => {
  const value = values[key];
  return typeof value === "number" ? value : 0;
};

/** Spec §5: a template not enabled for every chosen application asks before saving. */
export const templateCovers = (
  template: Pick<Template, "applicationIds">,
  applicationIds: readonly number[],
) => applicationIds.every((id) => template.applicationIds.includes(id));

/** The body of Create (id 0) or Modify: the variables as JSON text (spec §7). */
export function saveRequest(
  id: number,
  values: NotificationValues,
  fields: readonly VariableField[],
): NotificationSaveRequest {
  return {
    id,
    reason: String(values[F.reason] ?? "").trim(),
    subjectId: chosenNumber(values, F.subjectId),
    templateId: chosenNumber(values, F.templateId),
    applicationIds: [...chosenApplications(values)],
    variables: variablesJson(fields, values),
    executionDate: String(values[F.executionDate] ?? ""),
  };
}

/** Today's date (YYYY-MM-DD) where the browser is: the form's first date of sending. */
export function localToday(now = new Date()): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
