import { TextField } from "@gse/components";
import {
  type AppForAssign,
  type Privilege,
  RoleAliasRule,
  RoleDescriptionRule,
  RoleNameRule,
} from "@gse/contract";
import { useLingui } from "@gse/sdk";
import type * as v from "valibot";
import { RecordForm, type RecordTab } from "../../pieces/record-form/RecordForm.tsx";
import type { RecordMode } from "../../pieces/record-form/record-form-machine.ts";
import type { RecordFormApi, SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { RoleApplicationsTab } from "./RoleApplicationsTab.tsx";
import type { RoleCardTab, RoleValues } from "./role-card.ts";

export interface RoleCardViewProps {
  readonly values: RoleValues;
  readonly isNew: boolean;
  /** Every application (RESETOTP is left out here). */
  readonly applications: readonly AppForAssign[];
  /** Every privilege; the Aplicaciones tab offers the active ones of each application. */
  readonly privileges: readonly Privilege[];
  /** Create or modify; a refusal's `result.information` comes back as the failure's message. */
  readonly onSave: (values: RoleValues) => Promise<SaveResult>;
  readonly onLeave: () => void;
  /** The tab the card opens on (the address's); Datos by default. */
  readonly tab?: RoleCardTab | undefined;
  /** The open tab changed, for the address to hold it. */
  readonly onTabChange?: ((tab: string) => void) | undefined;
}

const firstMessage = (errors: readonly unknown[]) =>
  errors.map((error) => (error as { message?: string } | undefined)?.message).find(Boolean);

type TextName = "name" | "alias" | "description";

function RoleTextField({
  form,
  name,
  label,
  rule,
  editable,
  required = false,
}: {
  readonly form: RecordFormApi<RoleValues>;
  readonly name: TextName;
  readonly label: string;
  readonly rule: v.GenericSchema<string, string>;
  readonly editable: boolean;
  readonly required?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <form.Field name={name} validators={{ onChange: rule, onSubmit: rule }}>
      {(field) => {
        const message = firstMessage(field.state.meta.errors);
        return (
          <TextField
            label={label}
            name={name}
            required={required}
            readOnly={!editable}
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={message ? _(message) : undefined}
          />
        );
      }}
    </form.Field>
  );
}

/**
 * The role card (spec §2, §4): Datos (name, description, alias, the next arrow) and Aplicaciones. A new role
 * passes Datos' rules before Aplicaciones opens, and a tab change with unsaved changes asks first (RecordForm).
 */
export function RoleCardView({
  values,
  isNew,
  applications,
  privileges,
  onSave,
  onLeave,
  tab,
  onTabChange,
}: RoleCardViewProps) {
  const { _ } = useLingui();
  const tabs: readonly RecordTab<RoleValues>[] = [
    {
      id: "data" satisfies RoleCardTab,
      label: _("Datos"),
      fields: ["name", "description", "alias"],
      render: (form, editable) => (
        <>
          <RoleTextField
            form={form}
            name="name"
            label={_("Nombre")}
            rule={RoleNameRule}
            editable={editable}
            required
          />
          <RoleTextField
            form={form}
            name="description"
            label={_("Descripción")}
            rule={RoleDescriptionRule}
            editable={editable}
          />
          <RoleTextField
            form={form}
            name="alias"
            label={_("Alias")}
            rule={RoleAliasRule}
            editable={editable}
          />
        </>
      ),
    },
    {
      id: "applications" satisfies RoleCardTab,
      label: _("Aplicaciones"),
      fields: ["application"],
      render: (form, editable) => (
        <RoleApplicationsTab
          form={form}
          editable={editable}
          applications={applications}
          privileges={privileges}
        />
      ),
    },
  ];
  const title = (mode: RecordMode, tab: RecordTab<RoleValues>) => {
    if (tab.id === "data")
      return mode === "new" ? _("Nuevo rol") : mode === "edit" ? _("Editar rol") : _("Detalles del rol");
    return mode === "new"
      ? _("Aplicaciones del nuevo rol")
      : mode === "edit"
        ? _("Editar aplicaciones del rol")
        : _("Detalles de aplicaciones del rol");
  };
  return (
    <RecordForm
      tabs={tabs}
      values={values}
      isNew={isNew}
      title={title}
      onSave={(current) => onSave(current)}
      onLeave={onLeave}
      readOnlyAfterSave
      initialTab={tab}
      onTabChange={onTabChange}
    />
  );
}
