import * as v from "valibot";
import { envelope } from "./envelope.ts";
import { DateTimeText, entityText, optionalHeader } from "./fields.ts";
import { listAnswer } from "./records.ts";

/** Notification states: only PENDIENTE ones can be edited or deleted (spec §4). */
export const NotificationState = { pending: "PENDIENTE", executed: "EJECUTADA" } as const;

/** A scheduled email notification (spec §3): `sharedApps` on read, `applicationIds` on save. */
export const NotificationSchema = v.object({
  id: v.number(),
  reason: v.string(),
  subjectId: v.number(),
  subjectName: entityText,
  templateId: v.number(),
  sharedApps: entityText,
  /** The applications' ids, beside their titles in `sharedApps`: the edit form preselects them. */
  applicationIds: v.optional(v.array(v.number()), []),
  /** JSON text: the template variables' values by name. */
  variables: entityText,
  executionDate: DateTimeText,
  stateName: v.picklist([NotificationState.pending, NotificationState.executed]),
  idstate: v.number(),
  createdon: v.nullish(DateTimeText),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

/** GET /api/Notifications/List: `result` is the list. */
export const NotificationListAnswerSchema = listAnswer(NotificationSchema);
export type NotificationListAnswer = v.InferOutput<typeof NotificationListAnswerSchema>;

/** POST /api/Notifications/Create (id 0 or absent) and /Modify. */
export const NotificationSaveRequestSchema = v.object({
  id: v.optional(v.number(), 0),
  reason: v.string(),
  subjectId: v.number(),
  templateId: v.number(),
  applicationIds: v.array(v.number()),
  variables: v.string(),
  executionDate: DateTimeText,
});
export type NotificationSaveRequest = v.InferOutput<typeof NotificationSaveRequestSchema>;

/** Create and Modify answer with a message text in `result`, which the console shows. */
export const NotificationSaveAnswerSchema = envelope(v.string());
export type NotificationSaveAnswer = v.InferOutput<typeof NotificationSaveAnswerSchema>;

/** POST /api/Notifications/Delete. */
export const NotificationDeleteRequestSchema = v.object({ id: v.number() });
export type NotificationDeleteRequest = v.InferOutput<typeof NotificationDeleteRequestSchema>;

/** A notification's subject line (spec §3). */
export const SubjectSchema = v.object({ id: v.number(), name: v.string() });
export type Subject = v.InferOutput<typeof SubjectSchema>;

/** GET /api/Subjects/SubjectsByTemplateId: header `idTemplate`; `result` is the list. */
export const SubjectsByTemplateHeadersSchema = v.object({ idTemplate: v.pipe(v.string(), v.regex(/^\d+$/)) });
export const SubjectsAnswerSchema = listAnswer(SubjectSchema);
export type SubjectsAnswer = v.InferOutput<typeof SubjectsAnswerSchema>;

/** An email template (spec §3); `variables` is JSON text, read with `parseTemplateVariables`. */
export const TemplateSchema = v.object({
  id: v.number(),
  title: v.string(),
  urlImage: entityText,
  variables: entityText,
  /**
   * The applications the template is enabled for: the form warns when the chosen ones are not all among them
   * (spec §5 'La plantilla seleccionada no se encuentra habilitada para estas aplicaciones. ¿Deseas continuar?').
   */
  applicationIds: v.optional(v.array(v.number()), []),
});
export type Template = v.InferOutput<typeof TemplateSchema>;

/** GET /api/ApplicationsTemplates/TemplatesByApps: header `apps`, the chosen application ids comma-separated. */
export const TemplatesByAppsHeadersSchema = v.object({ apps: optionalHeader(500) });
export const TemplatesAnswerSchema = listAnswer(TemplateSchema);
export type TemplatesAnswer = v.InferOutput<typeof TemplatesAnswerSchema>;

const TimePartSchema = v.object({
  id: v.string(),
  name: v.string(),
  value: v.optional(v.union([v.string(), v.number()])),
  maxLength: v.optional(v.number(), 2),
});

/** The default maximum length of a text variable (spec §9). */
export const TEXT_VARIABLE_MAX_LENGTH = 50;

/** One variable of a template, by its type: date, text, time (hour and minutes) or check. */
export const TemplateVariableSchema = v.variant("type", [
  v.object({ type: v.literal("date"), name: v.string(), label: entityText }),
  v.object({
    type: v.literal("text"),
    name: v.string(),
    label: entityText,
    multiline: v.optional(v.boolean(), false),
    row: v.optional(v.number(), 1),
    maxLength: v.optional(v.number(), TEXT_VARIABLE_MAX_LENGTH),
  }),
  v.object({
    type: v.literal("time"),
    name: v.optional(v.string()),
    label: entityText,
    hour: TimePartSchema,
    minutes: TimePartSchema,
    complement: v.optional(v.object({ name: v.string(), value: v.optional(v.boolean()), label: entityText })),
  }),
  v.object({ type: v.literal("check"), name: v.string(), label: entityText, value: v.optional(v.boolean()) }),
]);
export type TemplateVariable = v.InferOutput<typeof TemplateVariableSchema>;

/** A template's `variables` JSON text, read into typed variables. */
export const TemplateVariablesJsonSchema = v.pipe(
  v.string(),
  v.parseJson(undefined, "must be JSON text of a list of template variables"),
  v.array(TemplateVariableSchema),
);

/** Reads a template's variables, or throws naming the template and the first bad field. */
export function parseTemplateVariables(template: Pick<Template, "id" | "variables">): TemplateVariable[] {
  const parsed = v.safeParse(TemplateVariablesJsonSchema, template.variables || "[]");
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const path = issue.path?.map((step) => String(step.key)).join(".");
  throw new Error(`template ${template.id}: variables${path ? `.${path}` : ""}: ${issue.message}`);
}
