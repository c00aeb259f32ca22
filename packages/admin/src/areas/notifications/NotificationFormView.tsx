import { TextField } from "@gse/components";
import {
  type AppForAssign,
  ChosenIdRule,
  isHiddenApplication,
  NOTIFICATION_REASON_MAX,
  NotificationApplicationsRule,
  NotificationReasonRule,
  parseTemplateVariables,
  type Subject,
  sendDateRule,
  type Template,
} from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useStore } from "@tanstack/react-form";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { ConfirmDialog } from "../../pieces/ConfirmDialog.tsx";
import { RecordForm, type RecordTab } from "../../pieces/record-form/RecordForm.tsx";
import type { RecordMode } from "../../pieces/record-form/record-form-machine.ts";
import type { RecordFormApi, SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { SelectField } from "../../pieces/SelectField.tsx";
import {
  chosenApplications,
  chosenNumber,
  F,
  type NotificationValues,
  ownFields,
  templateCovers,
} from "./notification-form.ts";
import { FieldError, firstMessage, ruleCheck, VariableFieldView } from "./VariableFieldView.tsx";
import { fieldKeys, type VariableField, variableFields, variableValues } from "./variable-fields.ts";

const Apps = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;
  min-width: 0;

  & > legend {
    font-weight: 700;
  }

  & label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }

  & input {
    width: 20px;
    height: 20px;
  }
`;

export interface NotificationFormViewProps {
  readonly values: NotificationValues;
  readonly isNew: boolean;
  /** Today (YYYY-MM-DD): the first date of sending; date variables start the day after. */
  readonly today: string;
  /** The applications a notification may go to (RESETOTP is left out here). */
  readonly applications: readonly AppForAssign[];
  /** The templates of the chosen applications (TemplatesByApps), undefined while they load. */
  readonly useTemplates: (applicationIds: readonly number[]) => readonly Template[] | undefined;
  /** The subjects of a template (SubjectsByTemplateId), undefined while they load. */
  readonly useSubjects: (templateId: number) => readonly Subject[] | undefined;
  /** Create or modify, already confirmed; answers the server's message, or its refusal. */
  readonly onSave: (values: NotificationValues, fields: readonly VariableField[]) => Promise<SaveResult>;
  readonly onLeave: () => void;
}

/** The chosen template's variables as fields (an unreadable template's variables show none, and say so). */
function fieldsOf(template: Template | undefined, today: string): VariableField[] {
  return template ? variableFields(parseTemplateVariables(template), today) : [];
}

interface FieldsProps {
  readonly form: RecordFormApi<NotificationValues>;
  readonly editable: boolean;
  readonly today: string;
  readonly applications: readonly AppForAssign[];
  readonly templates: readonly Template[];
  readonly subjects: readonly Subject[] | undefined;
}

function NotificationFields({ form, editable, today, applications, templates, subjects }: FieldsProps) {
  const { _ } = useLingui();
  const values = useStore(form.store, (state) => state.values);
  const template = templates.find((entry) => entry.id === chosenNumber(values, F.templateId));
  const fields = fieldsOf(template, today);
  const shown = applications.filter((app) => !isHiddenApplication(app.name));
  const chooseTemplate = (id: number) => {
    // Spec §4: another template clears the subject (its subjects reload) and brings its own variables.
    form.setFieldValue(F.templateId, id);
    form.setFieldValue(F.subjectId, 0);
    const next = templates.find((entry) => entry.id === id);
    for (const [key, value] of Object.entries(variableValues(fieldsOf(next, today)))) {
      form.setFieldValue(key, value);
    }
  };
  return (
    <>
      <form.Field
        name={F.applicationIds}
        validators={{
          onChange: ruleCheck(NotificationApplicationsRule),
          onSubmit: ruleCheck(NotificationApplicationsRule),
        }}
      >
        {(field) => {
          const chosen = chosenApplications(values);
          const message = firstMessage(field.state.meta.errors);
          return (
            <Apps>
              <legend>{_("Aplicaciones")}</legend>
              {shown.map((app) => (
                <label key={app.id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(app.id)}
                    disabled={!editable}
                    onChange={(event) =>
                      field.handleChange(
                        event.target.checked ? [...chosen, app.id] : chosen.filter((id) => id !== app.id),
                      )
                    }
                  />
                  {app.title}
                </label>
              ))}
              {message && <FieldError role="alert">{_(message)}</FieldError>}
            </Apps>
          );
        }}
      </form.Field>
      <form.Field name={F.templateId} validators={{ onSubmit: ruleCheck(ChosenIdRule) }}>
        {(field) => {
          const message = firstMessage(field.state.meta.errors);
          return (
            <>
              <SelectField
                label={_("Plantilla")}
                value={String(chosenNumber(values, F.templateId))}
                disabled={!editable || chosenApplications(values).length === 0}
                options={[
                  { value: "0", label: _("Selecciona una plantilla") },
                  ...templates.map((entry) => ({ value: String(entry.id), label: entry.title })),
                ]}
                onChange={(event) => chooseTemplate(Number(event.target.value))}
              />
              {chosenApplications(values).length === 0 && (
                <p>{_("Elige al menos una aplicación para cargar las plantillas.")}</p>
              )}
              {message && <FieldError role="alert">{_(message)}</FieldError>}
            </>
          );
        }}
      </form.Field>
      <form.Field name={F.subjectId} validators={{ onSubmit: ruleCheck(ChosenIdRule) }}>
        {(field) => {
          const message = firstMessage(field.state.meta.errors);
          return (
            <>
              <SelectField
                label={_("Asunto")}
                value={String(chosenNumber(values, F.subjectId))}
                disabled={!editable || !template}
                options={[
                  { value: "0", label: _("Selecciona un asunto") },
                  ...(subjects ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
                ]}
                onChange={(event) => field.handleChange(Number(event.target.value))}
              />
              {message && <FieldError role="alert">{_(message)}</FieldError>}
            </>
          );
        }}
      </form.Field>
      <form.Field
        name={F.reason}
        validators={{
          onChange: ruleCheck(NotificationReasonRule),
          onSubmit: ruleCheck(NotificationReasonRule),
        }}
      >
        {(field) => {
          const message = firstMessage(field.state.meta.errors);
          return (
            <TextField
              label={_("Motivo")}
              required
              maxLength={NOTIFICATION_REASON_MAX}
              readOnly={!editable}
              value={String(field.state.value ?? "")}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={message ? _(message) : undefined}
            />
          );
        }}
      </form.Field>
      <form.Field
        name={F.executionDate}
        validators={{ onChange: ruleCheck(sendDateRule(today)), onSubmit: ruleCheck(sendDateRule(today)) }}
      >
        {(field) => {
          const message = firstMessage(field.state.meta.errors);
          return (
            <TextField
              label={_("Fecha de envío")}
              type="date"
              min={today}
              required
              readOnly={!editable}
              value={String(field.state.value ?? "")}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              hint={_("La notificación se envía a las 23:59 de esta fecha.")}
              error={message ? _(message) : undefined}
            />
          );
        }}
      </form.Field>
      {fields.map((variable) => (
        <VariableFieldView key={variable.key} form={form} field={variable} editable={editable} />
      ))}
    </>
  );
}

/** Asks a question and answers the choice: the form's confirmations before a save. */
function useQuestion() {
  const [question, setQuestion] = useState<{ message: string; answer: (yes: boolean) => void }>();
  const ask = (message: string) =>
    new Promise<boolean>((resolve) =>
      setQuestion({
        message,
        answer: (yes) => {
          setQuestion(undefined);
          resolve(yes);
        },
      }),
    );
  const dialog = (
    <ConfirmDialog
      open={question !== undefined}
      message={question?.message ?? ""}
      onConfirm={() => question?.answer(true)}
      onClose={() => question?.answer(false)}
    />
  );
  return { ask, dialog };
}

/**
 * The notification form (spec §2, §4, §5): new, or a detail made editable by the edit switch. Applications
 * first load the templates; the template loads its subjects and its variables' fields. Guardar stays disabled
 * until a template is chosen; a template not enabled for every chosen application, and any update, ask first.
 */
export function NotificationFormView({
  values,
  isNew,
  today,
  applications,
  useTemplates,
  useSubjects,
  onSave,
  onLeave,
}: NotificationFormViewProps) {
  const { _ } = useLingui();
  const { ask, dialog } = useQuestion();
  // The chosen applications and template live in the form; the field list mirrors them for the tab's rules.
  const [chosen, setChosen] = useState({
    applicationIds: chosenApplications(values),
    templateId: chosenNumber(values, F.templateId),
  });
  const templates = useTemplates(chosen.applicationIds) ?? [];
  const subjects = useSubjects(chosen.templateId);
  const template = templates.find((entry) => entry.id === chosen.templateId);
  const fields = fieldsOf(template, today);
  const latest = useRef({ fields, template });
  latest.current = { fields, template };

  const save = async (current: NotificationValues): Promise<SaveResult> => {
    const { fields: now, template: chosenTemplate } = latest.current;
    const notSaved = { ok: false, message: _("La notificación no se guardó.") } as const;
    if (chosenTemplate && !templateCovers(chosenTemplate, chosenApplications(current))) {
      const goOn = await ask(
        _("La plantilla seleccionada no se encuentra habilitada para estas aplicaciones. ¿Deseas continuar?"),
      );
      if (!goOn) return notSaved;
    }
    if (!isNew && !(await ask(_("¿Desea modificar esta notificación?")))) return notSaved;
    return onSave(current, now);
  };

  const tab: RecordTab<NotificationValues> = {
    id: "notification",
    label: _("Notificación"),
    fields: [...ownFields, ...fieldKeys(fields)],
    render: (form, editable) => (
      <>
        <Mirror form={form} onChange={setChosen} />
        <NotificationFields
          form={form}
          editable={editable}
          today={today}
          applications={applications}
          templates={templates}
          subjects={subjects}
        />
      </>
    ),
  };
  const title = (mode: RecordMode) =>
    mode === "new"
      ? _("Nueva notificación")
      : mode === "edit"
        ? _("Editar notificación")
        : _("Detalles de la notificación");
  return (
    <>
      <RecordForm
        tabs={[tab]}
        values={values}
        isNew={isNew}
        title={title}
        onSave={save}
        onLeave={onLeave}
        canSave={(current) => chosenNumber(current, F.templateId) > 0}
      />
      {dialog}
    </>
  );
}

/** Tells the form view which applications and template are chosen, so it loads their templates and subjects. */
function Mirror({
  form,
  onChange,
}: {
  form: RecordFormApi<NotificationValues>;
  onChange: (chosen: { applicationIds: readonly number[]; templateId: number }) => void;
}) {
  const applicationIds = useStore(form.store, (state) => chosenApplications(state.values).join(","));
  const templateId = useStore(form.store, (state) => chosenNumber(state.values, F.templateId));
  useEffect(() => {
    onChange({
      applicationIds: applicationIds ? applicationIds.split(",").map(Number) : [],
      templateId,
    });
  }, [applicationIds, templateId, onChange]);
  return null;
}
