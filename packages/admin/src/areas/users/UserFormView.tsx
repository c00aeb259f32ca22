import type { Country, DocumentType, Role } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useRef } from "react";
import { RecordForm, type RecordTab } from "../../pieces/record-form/RecordForm.tsx";
import type { RecordMode } from "../../pieces/record-form/record-form-machine.ts";
import type { SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { UserCompaniesTab } from "./UserCompaniesTab.tsx";
import { type TakenValues, type UniqueAnswer, UserDataTab } from "./UserDataTab.tsx";
import { UserRolesTab } from "./UserRolesTab.tsx";
import type { UniqueField } from "./user-data.ts";
import { type UserFormTab, type UserFormValues, userDataFields } from "./user-form-values.ts";

export interface UserFormViewProps {
  /** The record's values (a new user's empty ones); keep it stable, as a query's data is. */
  readonly values: UserFormValues;
  readonly isNew: boolean;
  readonly countries: readonly Country[];
  /** The document types of the country the form holds (see `onCountryChange`). */
  readonly documentTypes: readonly DocumentType[];
  readonly userTypes: readonly { readonly id: number; readonly name: string }[];
  readonly roles: readonly Role[];
  readonly onCountryChange: (countryCode: string) => void;
  readonly checkUnique: (field: UniqueField, value: string) => Promise<UniqueAnswer>;
  /** Create (at the roles tab of a new user) or modify at `tab` ('data', 'companies', 'roles'). */
  readonly onSave: (values: UserFormValues, tab: string) => Promise<SaveResult>;
  readonly onLeave: () => void;
  /** The tab the form opens on (the address's); Datos by default. */
  readonly tab?: UserFormTab | undefined;
  /** The open tab changed, for the address to hold it. */
  readonly onTabChange?: ((tab: string) => void) | undefined;
}

/** The user form (spec §2 "User form"): the tabs Datos, empresas and roles over the record form. */
export function UserFormView({
  values,
  isNew,
  countries,
  documentTypes,
  userTypes,
  roles,
  onCountryChange,
  checkUnique,
  onSave,
  onLeave,
  tab,
  onTabChange,
}: UserFormViewProps) {
  const { _ } = useLingui();
  const taken = useRef<TakenValues>({});
  const tabs: readonly RecordTab<UserFormValues>[] = [
    {
      id: "data" satisfies UserFormTab,
      label: _("Datos"),
      fields: [...userDataFields],
      render: (form, editable) => (
        <UserDataTab
          form={form}
          editable={editable}
          stored={values}
          countries={countries}
          documentTypes={documentTypes}
          userTypes={userTypes}
          onCountryChange={onCountryChange}
          checkUnique={checkUnique}
          taken={taken}
        />
      ),
    },
    {
      id: "companies" satisfies UserFormTab,
      label: _("Empresas"),
      fields: ["customers"],
      render: (form, editable) => (
        <UserCompaniesTab form={form} editable={editable} stored={values.customers} />
      ),
    },
    {
      id: "roles" satisfies UserFormTab,
      label: _("Roles"),
      fields: ["roles"],
      render: (form, editable) => (
        <UserRolesTab form={form} editable={editable} roles={roles} stored={values.roles} />
      ),
    },
  ];
  const title = (mode: RecordMode) =>
    mode === "new" ? _("Nuevo usuario") : mode === "edit" ? _("Editar usuario") : _("Detalles del usuario");
  return (
    <RecordForm
      tabs={tabs}
      values={values}
      isNew={isNew}
      title={title}
      onSave={(current, tab) => onSave(current, tab.id)}
      onLeave={onLeave}
      initialTab={tab}
      onTabChange={onTabChange}
      dirtyPrompt={_("Hiciste Modificaciones ¿deseas actualizarlas?")}
    />
  );
}
