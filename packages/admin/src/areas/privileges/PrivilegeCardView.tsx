import { TextField } from "@gse/components";
import {
  type AppForAssign,
  firstRuleMessage,
  isHiddenApplication,
  PRIVILEGE_NAME_INPUT_MAX,
  PrivilegeApplicationsRule,
  PrivilegeDescriptionRule,
  PrivilegeNameRule,
} from "@gse/contract";
import { useLingui } from "@gse/sdk";
import styled from "styled-components";
import { RecordForm, type RecordTab } from "../../pieces/record-form/RecordForm.tsx";
import type { RecordMode } from "../../pieces/record-form/record-form-machine.ts";
import type { RecordFormApi, SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { Switch } from "../../pieces/Switch.tsx";
import {
  allAssigned,
  type PrivilegeValues,
  remainingCharacters,
  withAllApplications,
  withApplication,
} from "./privilege-card.ts";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;

  & label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;

  & th,
  & td {
    padding: 4px 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.input.border};
  }
`;

const FieldError = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
`;

export interface PrivilegeCardViewProps {
  readonly values: PrivilegeValues;
  readonly isNew: boolean;
  /** Every application a privilege may be assigned in (RESETOTP is left out here). */
  readonly applications: readonly AppForAssign[];
  /** Create or modify; a refusal's `result.information` comes back as the failure's message. */
  readonly onSave: (values: PrivilegeValues) => Promise<SaveResult>;
  readonly onLeave: () => void;
}

const firstMessage = (errors: readonly unknown[]) =>
  errors
    .map((error) =>
      typeof error === "string" ? error : (error as { message?: string } | undefined)?.message,
    )
    .find(Boolean);

function PrivilegeFields({
  form,
  editable,
  isNew,
  applications,
}: {
  readonly form: RecordFormApi<PrivilegeValues>;
  readonly editable: boolean;
  readonly isNew: boolean;
  readonly applications: readonly AppForAssign[];
}) {
  const { _ } = useLingui();
  const shown = applications.filter((app) => !isHiddenApplication(app.name));
  const order = shown.map((app) => app.name);
  const nameRule = ({ value }: { value: string }) =>
    isNew ? firstRuleMessage(PrivilegeNameRule, value) : undefined;
  return (
    <>
      {/* The name rule is for names being created: a seeded name ('users.read') stays as it is and editable. */}
      <form.Field name="name" validators={{ onChange: nameRule, onSubmit: nameRule }}>
        {(field) => {
          const message = firstMessage(field.state.meta.errors);
          return (
            <TextField
              label={_("Nombre")}
              name="name"
              required
              // Spec §5: 60 at the input, 50 in the rule; the name is never edited after creation.
              maxLength={PRIVILEGE_NAME_INPUT_MAX}
              readOnly={!(editable && isNew)}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={message ? _(message) : undefined}
            />
          );
        }}
      </form.Field>
      <form.Field
        name="description"
        validators={{ onChange: PrivilegeDescriptionRule, onSubmit: PrivilegeDescriptionRule }}
      >
        {(field) => {
          const message = firstMessage(field.state.meta.errors);
          return (
            <TextField
              label={_("Descripción")}
              name="description"
              readOnly={!editable}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              hint={_("{count} caracteres restantes", { count: remainingCharacters(field.state.value) })}
              error={message ? _(message) : undefined}
            />
          );
        }}
      </form.Field>
      <Row>
        <form.Field name="licence">
          {(field) => (
            <Switch
              checked={field.state.value}
              label={_("Licencia")}
              disabled={!editable}
              onClick={() => field.handleChange(!field.state.value)}
            />
          )}
        </form.Field>
        <form.Field name="isAuditable">
          {(field) => (
            <Switch
              checked={field.state.value}
              label={_("Auditable")}
              disabled={!editable}
              onClick={() => field.handleChange(!field.state.value)}
            />
          )}
        </form.Field>
      </Row>
      <Fieldset>
        <legend>{_("Validación de identidad")}</legend>
        <label>
          <input type="radio" name="identity" value="credentials" defaultChecked disabled={!editable} />
          {_("Por credenciales")}
        </label>
        {/* Spec §2: three placeholders the product does not offer yet. */}
        <label>
          <input type="radio" name="identity" value="otp" disabled />
          {_("Por código de verificación (no disponible)")}
        </label>
        <label>
          <input type="radio" name="identity" value="certificate" disabled />
          {_("Por certificado digital (no disponible)")}
        </label>
        <label>
          <input type="radio" name="identity" value="biometrics" disabled />
          {_("Por biometría (no disponible)")}
        </label>
      </Fieldset>
      <form.Field
        name="application"
        validators={{ onChange: PrivilegeApplicationsRule, onSubmit: PrivilegeApplicationsRule }}
      >
        {(field) => {
          const message = firstMessage(field.state.meta.errors);
          const assigned = field.state.value;
          return (
            <>
              <Table>
                <caption>{_("Aplicaciones")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{_("Aplicación")}</th>
                    <th scope="col">
                      <Switch
                        checked={allAssigned(assigned, order)}
                        label={_("Asignar todas")}
                        disabled={!editable}
                        onClick={() =>
                          field.handleChange(
                            withAllApplications(assigned, !allAssigned(assigned, order), order),
                          )
                        }
                      />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((app) => (
                    <tr key={app.name}>
                      <td>{app.title}</td>
                      <td>
                        <Switch
                          checked={assigned.includes(app.name)}
                          label={_("Asignar {name}", { name: app.title })}
                          hideLabel
                          disabled={!editable}
                          onClick={() =>
                            field.handleChange(
                              withApplication(assigned, app.name, !assigned.includes(app.name), order),
                            )
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {message && <FieldError role="alert">{_(message)}</FieldError>}
            </>
          );
        }}
      </form.Field>
    </>
  );
}

/** The privilege card (spec §2): new, edit and details of one privilege, in one tab. */
export function PrivilegeCardView({ values, isNew, applications, onSave, onLeave }: PrivilegeCardViewProps) {
  const { _ } = useLingui();
  const tabs: readonly RecordTab<PrivilegeValues>[] = [
    {
      id: "data",
      label: _("Datos"),
      fields: ["name", "description", "licence", "isAuditable", "application"],
      render: (form, editable) => (
        <PrivilegeFields form={form} editable={editable} isNew={isNew} applications={applications} />
      ),
    },
  ];
  const title = (mode: RecordMode) =>
    mode === "new"
      ? _("Nuevo privilegio")
      : mode === "edit"
        ? _("Editar privilegio")
        : _("Detalles del privilegio");
  return (
    <RecordForm
      tabs={tabs}
      values={values}
      isNew={isNew}
      title={title}
      onSave={(current) => onSave(current)}
      onLeave={onLeave}
      readOnlyAfterSave
    />
  );
}
