import { Button, focusRing, TextField } from "@gse/components";
import { HOUR_MAX, MINUTES_MAX } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useId } from "react";
import styled from "styled-components";
import * as v from "valibot";
import type { RecordFormApi } from "../../pieces/record-form/use-record-form.ts";
import type { NotificationValues } from "./notification-form.ts";
import { digitsOnly, stepped, type VariableField } from "./variable-fields.ts";

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 16px;
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;
  min-width: 0;

  & > legend {
    font-weight: 700;
  }
`;

const Part = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 4px;
  max-width: 12rem;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;

  & > input {
    width: 20px;
    height: 20px;
    ${focusRing}
  }
`;

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  & > label {
    font-weight: 700;
  }

  & > textarea {
    padding: 8px;
    border: 2px solid ${({ theme }) => theme.input.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.input.background};
    color: ${({ theme }) => theme.input.text};
    font: inherit;
    font-size: max(1rem, 16px);
    resize: vertical;
    ${focusRing}
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
`;

/** The first rule message among a field's errors: a message text, or a valibot issue through Standard Schema. */
export const firstMessage = (errors: readonly unknown[]) =>
  errors
    .map((error) =>
      typeof error === "string" ? error : (error as { message?: string } | undefined)?.message,
    )
    .find(Boolean);

/**
 * A contract rule as a field validator answering its first message. The form's values are a record of
 * variable keys, which TanStack Form cannot type per field, so the rule runs as a function, not a schema.
 */
export const ruleCheck =
  (rule: v.GenericSchema) =>
  ({ value }: { value: unknown }): string | undefined =>
    v.safeParse(rule, value).issues?.[0]?.message;

type Form = RecordFormApi<NotificationValues>;

function TextArea({
  label,
  rows,
  maxLength,
  value,
  readOnly,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  rows: number;
  maxLength: number;
  value: string;
  readOnly: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  return (
    <Area>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        readOnly={readOnly}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Area>
  );
}

/** An hour or minutes box: digits only, two at most, with step buttons that wrap within its range. */
function TimePart({
  form,
  name,
  label,
  max,
  rule,
  editable,
}: {
  form: Form;
  name: string;
  label: string;
  max: number;
  rule: v.GenericSchema;
  editable: boolean;
}) {
  const { _ } = useLingui();
  return (
    <form.Field name={name} validators={{ onChange: ruleCheck(rule), onSubmit: ruleCheck(rule) }}>
      {(field) => {
        const message = firstMessage(field.state.meta.errors);
        const value = String(field.state.value ?? "");
        return (
          <Part>
            <TextField
              label={label}
              inputMode="numeric"
              maxLength={2}
              readOnly={!editable}
              value={value}
              onChange={(event) => field.handleChange(digitsOnly(event.target.value))}
              onBlur={field.handleBlur}
              error={message ? _(message) : undefined}
            />
            <Button
              variant="secondary"
              aria-label={_("Disminuir {label}", { label })}
              disabled={!editable}
              onClick={() => field.handleChange(stepped(value, max, -1))}
            >
              −
            </Button>
            <Button
              variant="secondary"
              aria-label={_("Aumentar {label}", { label })}
              disabled={!editable}
              onClick={() => field.handleChange(stepped(value, max, 1))}
            >
              +
            </Button>
          </Part>
        );
      }}
    </form.Field>
  );
}

function CheckBox({
  form,
  name,
  label,
  editable,
}: {
  form: Form;
  name: string;
  label: string;
  editable: boolean;
}) {
  return (
    <form.Field name={name}>
      {(field) => (
        <Check>
          <input
            type="checkbox"
            checked={field.state.value === true}
            disabled={!editable}
            onChange={(event) => field.handleChange(event.target.checked)}
          />
          {label}
        </Check>
      )}
    </form.Field>
  );
}

/** One template variable's field, drawn from its descriptor (variable-fields.ts) with its rule. */
export function VariableFieldView({
  form,
  field: variable,
  editable,
}: {
  readonly form: Form;
  readonly field: VariableField;
  readonly editable: boolean;
}) {
  const { _ } = useLingui();
  switch (variable.kind) {
    case "check":
      return <CheckBox form={form} name={variable.key} label={variable.label} editable={editable} />;
    case "time":
      return (
        <Group>
          <legend>{variable.label}</legend>
          <TimePart
            form={form}
            name={variable.hourKey}
            label={_("Hora")}
            max={HOUR_MAX}
            rule={variable.hourRule}
            editable={editable}
          />
          <TimePart
            form={form}
            name={variable.minutesKey}
            label={_("Minutos")}
            max={MINUTES_MAX}
            rule={variable.minutesRule}
            editable={editable}
          />
          {variable.complement && (
            <CheckBox
              form={form}
              name={variable.complement.key}
              label={variable.complement.label}
              editable={editable}
            />
          )}
        </Group>
      );
    case "date":
      return (
        <form.Field
          name={variable.key}
          validators={{ onChange: ruleCheck(variable.rule), onSubmit: ruleCheck(variable.rule) }}
        >
          {(field) => {
            const message = firstMessage(field.state.meta.errors);
            return (
              <TextField
                label={variable.label}
                type="date"
                min={variable.min}
                required
                readOnly={!editable}
                value={String(field.state.value ?? "")}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={message ? _(message) : undefined}
              />
            );
          }}
        </form.Field>
      );
    default:
      return (
        <form.Field
          name={variable.key}
          validators={{ onChange: ruleCheck(variable.rule), onSubmit: ruleCheck(variable.rule) }}
        >
          {(field) => {
            const message = firstMessage(field.state.meta.errors);
            const error = message ? _(message) : undefined;
            const value = String(field.state.value ?? "");
            return variable.multiline ? (
              <TextArea
                label={variable.label}
                rows={variable.rows}
                maxLength={variable.maxLength}
                value={value}
                readOnly={!editable}
                error={error}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            ) : (
              <TextField
                label={variable.label}
                maxLength={variable.maxLength}
                required
                readOnly={!editable}
                value={value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={error}
              />
            );
          }}
        </form.Field>
      );
  }
}
