import { TextField } from "@gse/components";
import type { ApplicationField } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useId } from "react";
import styled from "styled-components";
import type { RecordFormApi } from "../../pieces/record-form/use-record-form.ts";
import { SelectField } from "../../pieces/SelectField.tsx";
import { Switch } from "../../pieces/Switch.tsx";
import { type ApplicationValues, fieldIssue, nameInput, numberFromInput } from "./app-form.ts";

type Form = RecordFormApi<ApplicationValues>;
type Translate = ReturnType<typeof useLingui>["_"];

const FieldError = styled.p`
  margin: 0;
  min-height: 1.25em;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
`;

/**
 * The rules' messages in the administrator's language. The limits are filled into one catalog entry each, so
 * 'El valor no puede ser mayor a 365' is translated like any other text.
 */
export function issueText(_: Translate, message: string): string {
  const above = /^El valor no puede ser mayor a (-?\d+)$/.exec(message);
  if (above) return _("El valor no puede ser mayor a {limit}", { limit: above[1] });
  const below = /^El valor no puede ser menor a (-?\d+)$/.exec(message);
  if (below) return _("El valor no puede ser menor a {limit}", { limit: below[1] });
  return _(message);
}

/** A field's rule over the whole form (an amount reads its unit), on change and before a move or save. */
const rule = (key: ApplicationField) => {
  const check = ({
    value,
    fieldApi,
  }: {
    value: unknown;
    fieldApi: { form: { state: { values: ApplicationValues } } };
  }) => fieldIssue(key, fieldApi.form.state.values, value);
  return { onChange: check, onSubmit: check };
};

const firstError = (errors: readonly unknown[]) =>
  errors.find((error) => typeof error === "string") as string | undefined;

export function AppTextField({
  form,
  name,
  label,
  editable,
  maxLength,
  required = true,
  keepNameOnly = false,
  fixed = false,
}: {
  readonly form: Form;
  readonly name: "name" | "title" | "description" | "urlApp" | "urlAssignPassword" | "landing";
  readonly label: string;
  readonly editable: boolean;
  readonly maxLength?: number;
  readonly required?: boolean;
  /** Name and title drop every character but letters, digits and spaces (spec §5). */
  readonly keepNameOnly?: boolean;
  /** Read-only even while editing: the name keys the application once created. */
  readonly fixed?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <form.Field name={name} validators={rule(name)}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <TextField
            label={label}
            name={name}
            required={required}
            maxLength={maxLength}
            readOnly={!editable || fixed}
            value={field.state.value}
            onChange={(event) =>
              field.handleChange(keepNameOnly ? nameInput(event.target.value) : event.target.value)
            }
            onBlur={field.handleBlur}
            error={message ? issueText(_, message) : undefined}
          />
        );
      }}
    </form.Field>
  );
}

type NumberName = Extract<
  ApplicationField,
  | "amountTime"
  | "refreshTokenExpirationAmountTime"
  | "userActivateTokenTime"
  | "assignPasswordTokenTime"
  | "numberPasswordChanges"
  | "passwordExpiration"
  | "maxRefreshTokens"
  | "maxRefreshTokensByUser"
  | "maxConcurrentTokens"
  | "maxConcurrentTokensByUser"
>;

/** A whole-number input with the browser's spinner buttons; `min`/`max` bound what the spinners step to. */
export function AppNumberField({
  form,
  name,
  label,
  editable,
  allowsMinus,
  maxDigits,
  min,
  max,
  listenTo,
  disabled = false,
  hint,
}: {
  readonly form: Form;
  readonly name: NumberName;
  readonly label: string;
  readonly editable: boolean;
  readonly allowsMinus: boolean;
  readonly maxDigits: number;
  readonly min: number;
  readonly max: number;
  /** The field whose change re-judges this one (an amount's unit, the concurrent-session switch). */
  readonly listenTo?: ApplicationField;
  readonly disabled?: boolean;
  readonly hint?: string;
}) {
  const { _ } = useLingui();
  return (
    <form.Field
      name={name}
      validators={{ ...rule(name), ...(listenTo ? { onChangeListenTo: [listenTo] } : {}) }}
    >
      {(field) => {
        const message = firstError(field.state.meta.errors);
        const value = field.state.value;
        return (
          <TextField
            label={label}
            name={name}
            type="number"
            inputMode="numeric"
            step={1}
            min={min}
            max={max}
            required
            readOnly={!editable}
            disabled={disabled}
            value={Number.isNaN(value) ? "" : String(value)}
            onChange={(event) =>
              field.handleChange(numberFromInput(event.target.value, value, { allowsMinus, maxDigits }))
            }
            onBlur={field.handleBlur}
            hint={hint}
            error={message && !disabled ? issueText(_, message) : undefined}
          />
        );
      }}
    </form.Field>
  );
}

/** A required choice among codes; 0 means none chosen ('Campo obligatorio'). */
export function AppChoiceField({
  form,
  name,
  label,
  editable,
  options,
}: {
  readonly form: Form;
  readonly name: Extract<
    ApplicationField,
    | "timeUnit"
    | "refreshTokenExpirationTimeUnit"
    | "userActivateTokenTimeUnit"
    | "assignPasswordTokenTimeUnit"
    | "passwordTypeExpiration"
    | "mechanismAfterSetPass"
  >;
  readonly label: string;
  readonly editable: boolean;
  readonly options: readonly { readonly value: number; readonly label: string }[];
}) {
  const { _ } = useLingui();
  const errorId = useId();
  return (
    <form.Field name={name} validators={rule(name)}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <div>
            <SelectField
              label={label}
              name={name}
              required
              // A read-only record shows its choice; a select has no read-only state, so it is disabled.
              disabled={!editable}
              aria-invalid={message ? true : undefined}
              aria-describedby={errorId}
              value={String(field.state.value)}
              onChange={(event) => field.handleChange(Number(event.target.value))}
              onBlur={field.handleBlur}
              options={[
                { value: "0", label: _("Seleccionar") },
                ...options.map((option) => ({ value: String(option.value), label: option.label })),
              ]}
            />
            <FieldError id={errorId} aria-live="polite">
              {message ? issueText(_, message) : ""}
            </FieldError>
          </div>
        );
      }}
    </form.Field>
  );
}

export function AppSwitchField({
  form,
  name,
  label,
  editable,
}: {
  readonly form: Form;
  readonly name: "isVisible" | "isConcurrentSession";
  readonly label: string;
  readonly editable: boolean;
}) {
  return (
    <form.Field name={name}>
      {(field) => (
        <Switch
          checked={field.state.value}
          label={label}
          disabled={!editable}
          onClick={() => field.handleChange(!field.state.value)}
        />
      )}
    </form.Field>
  );
}
