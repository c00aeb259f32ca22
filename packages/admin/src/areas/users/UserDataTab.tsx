import { TextField } from "@gse/components";
import {
  ChoiceRule,
  type Country,
  type DocumentType,
  documentIssue,
  EmailRule,
  NamesRule,
  PHONE_HINTS,
  PhoneDigitsRule,
  SurnamesRule,
  UserNameRule,
} from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useStore } from "@tanstack/react-form";
import { useEffect } from "react";
import styled from "styled-components";
import type { RecordFormApi } from "../../pieces/record-form/use-record-form.ts";
import { SelectField } from "../../pieces/SelectField.tsx";
import { useCatalogText } from "../../pieces/use-catalog-text.ts";
import {
  firstError,
  needsUniquenessCheck,
  phoneHeld,
  phoneShown,
  ruleMessage,
  type UniqueField,
} from "./user-data.ts";
import type { UserFormValues } from "./user-form-values.ts";

/**
 * What the blur check decided: `taken`, the A10 text; `clear`, the administrator chose 'Crear nuevo usuario'
 * over a deleted user's value, so the field empties for another one.
 */
export interface UniqueAnswer {
  readonly taken?: string;
  readonly clear?: boolean;
}

/** Values found taken (A10) on blur, by field: the field's rule reads them, so the next arrow stops too. */
export type TakenValues = Partial<Record<UniqueField, { readonly value: string; readonly message: string }>>;

export interface UserDataTabProps {
  readonly form: RecordFormApi<UserFormValues>;
  readonly editable: boolean;
  /** The record's values: uniqueness is checked only for a value that changed from them. */
  readonly stored: UserFormValues;
  readonly countries: readonly Country[];
  /** The chosen country's document types. */
  readonly documentTypes: readonly DocumentType[];
  readonly userTypes: readonly { readonly id: number; readonly name: string }[];
  /** The country the form holds, whenever it changes (a choice, or the record's values put back). */
  readonly onCountryChange: (countryCode: string) => void;
  /** getuserexists on blur; an A20 is the caller's to ask about before it answers. */
  readonly checkUnique: (field: UniqueField, value: string) => Promise<UniqueAnswer>;
  /** What was found taken, kept by the form across tabs. */
  readonly taken: { current: TakenValues };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: 8px 24px;
`;

type TextFieldName = "names" | "surnames" | "userName" | "email" | "document" | "phoneNumber";

/** The Datos tab (spec §2, §5): every rule on change with its message, uniqueness on blur, country → types. */
export function UserDataTab({
  form,
  editable,
  stored,
  countries,
  documentTypes,
  userTypes,
  onCountryChange,
  checkUnique,
  taken,
}: UserDataTabProps) {
  const { _ } = useLingui();
  const shown = useCatalogText();
  const country = useStore(form.store, (state) => state.values.countryCode);
  useEffect(() => onCountryChange(country), [country, onCountryChange]);

  const takenMessage = (field: UniqueField, value: string) => {
    const found = taken.current[field];
    return found && found.value.trim().toLowerCase() === value.trim().toLowerCase()
      ? found.message
      : undefined;
  };

  const text = (
    name: TextFieldName,
    label: string,
    validate: (value: string) => string | undefined,
    options: { required?: boolean; hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <form.Field
      name={name}
      validators={{ onChange: ({ value }) => validate(value), onSubmit: ({ value }) => validate(value) }}
    >
      {(field) => {
        const message = firstError(field.state.meta.errors);
        const unique = name === "userName" || name === "email" ? name : undefined;
        return (
          <TextField
            label={label}
            name={name}
            type={options.type ?? "text"}
            autoComplete={options.autoComplete ?? "off"}
            required={options.required ?? true}
            readOnly={!editable}
            value={name === "phoneNumber" ? phoneShown(field.state.value) : field.state.value}
            onChange={(event) =>
              field.handleChange(name === "phoneNumber" ? phoneHeld(event.target.value) : event.target.value)
            }
            onBlur={async () => {
              field.handleBlur();
              const value = field.state.value;
              if (!editable || !unique || !needsUniquenessCheck(unique, value, stored[unique])) return;
              const answer = await checkUnique(unique, value);
              if (answer.clear) field.handleChange("");
              if (answer.taken === undefined) return;
              taken.current = { ...taken.current, [unique]: { value, message: answer.taken } };
              await field.validate("change");
            }}
            hint={options.hint}
            error={message ? _(message) : undefined}
          />
        );
      }}
    </form.Field>
  );

  const choice = (
    name: "countryCode" | "documentType" | "idTypeUser",
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <form.Field
      name={name}
      validators={{
        onChange: ({ value }) => ruleMessage(ChoiceRule, value),
        onSubmit: ({ value }) => ruleMessage(ChoiceRule, value),
      }}
    >
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <SelectField
            label={label}
            name={name}
            required
            disabled={!editable}
            placeholder={_("Selecciona")}
            options={options}
            value={field.state.value}
            onChange={(event) => {
              field.handleChange(event.target.value);
              // Spec §5: the document types belong to the country, so a new country clears the type.
              if (name === "countryCode") form.setFieldValue("documentType", "", { dontValidate: true });
              if (name === "documentType" && form.getFieldValue("document") !== "")
                void form.validateField("document", "change");
            }}
            onBlur={field.handleBlur}
            error={message ? _(message) : undefined}
          />
        );
      }}
    </form.Field>
  );

  return (
    <Grid>
      {text("names", _("Nombres"), (value) => ruleMessage(NamesRule, value))}
      {text("surnames", _("Apellidos"), (value) => ruleMessage(SurnamesRule, value))}
      {text(
        "userName",
        _("Nombre de usuario"),
        (value) => ruleMessage(UserNameRule, value) ?? takenMessage("userName", value),
      )}
      {text(
        "email",
        _("Correo electrónico"),
        (value) => ruleMessage(EmailRule, value) ?? takenMessage("email", value),
        { type: "email" },
      )}
      {choice(
        "countryCode",
        _("País"),
        countries.map((entry) => ({ value: entry.countryCode, label: entry.name })),
      )}
      {choice(
        "documentType",
        _("Tipo de documento"),
        documentTypes.map((type) => ({ value: type.documentTypeId, label: type.documentTypeDescription })),
      )}
      {text("document", _("Número de documento"), (value) =>
        documentIssue(value, form.getFieldValue("documentType")),
      )}
      {choice(
        "idTypeUser",
        _("Tipo de usuario"),
        userTypes.map((type) => ({ value: String(type.id), label: shown(type.name) })),
      )}
      {text("phoneNumber", _("Teléfono"), (value) => ruleMessage(PhoneDigitsRule, value), {
        required: false,
        type: "tel",
        hint: `${_("Fijo")}: ${_(PHONE_HINTS.landline)} · ${_("Celular")}: ${_(PHONE_HINTS.mobile)}`,
      })}
    </Grid>
  );
}
