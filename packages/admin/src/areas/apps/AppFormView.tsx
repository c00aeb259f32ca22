import {
  APPLICATION_DESCRIPTION_MAX,
  APPLICATION_NAME_MAX,
  APPLICATION_TITLE_MAX,
  MechanismAfterSetPass,
  PASSWORD_EXPIRATION_MAX,
  PasswordExpirationUnit,
  TIME_AMOUNT_INPUT_MAX,
  TimeUnit,
  TOKEN_COUNT_MAX,
} from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useStore } from "@tanstack/react-form";
import styled from "styled-components";
import { RecordForm, type RecordTab } from "../../pieces/record-form/RecordForm.tsx";
import type { RecordMode } from "../../pieces/record-form/record-form-machine.ts";
import type { RecordFormApi, SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { AppChoiceField, AppNumberField, AppSwitchField, AppTextField } from "./AppFormFields.tsx";
import {
  AMOUNT_DIGITS,
  APPLICATION_TAB_FIELDS,
  type ApplicationTabId,
  type ApplicationValues,
  COUNT_DIGITS,
  PASSWORD_EXPIRATION_DIGITS,
} from "./app-form.ts";

type Form = RecordFormApi<ApplicationValues>;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: 8px 24px;
  align-items: start;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;

  & label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    margin-right: 24px;
  }
`;

export interface AppFormViewProps {
  readonly values: ApplicationValues;
  readonly isNew: boolean;
  /** The name is fixed once the application exists (the API refuses renames); by default when not new. */
  readonly nameFixed?: boolean;
  /** A new application's Guardar, or an existing one's update of a tab; answers the text to show. */
  readonly onSave: (values: ApplicationValues, tab: ApplicationTabId) => Promise<SaveResult>;
  readonly onLeave: () => void;
  /** The tab the form opens on (the address's); Datos Básicos by default. */
  readonly tab?: ApplicationTabId | undefined;
  /** The open tab changed, for the address to hold it. */
  readonly onTabChange?: ((tab: string) => void) | undefined;
}

function BasicsTab({
  form,
  editable,
  nameFixed,
}: {
  readonly form: Form;
  readonly editable: boolean;
  readonly nameFixed: boolean;
}) {
  const { _ } = useLingui();
  return (
    <>
      <Grid>
        <AppTextField
          form={form}
          name="name"
          label={_("Nombre")}
          editable={editable}
          maxLength={APPLICATION_NAME_MAX}
          keepNameOnly
          // The name keys the application's parameters and sign-in: the API refuses to change it.
          fixed={nameFixed}
        />
        <AppTextField
          form={form}
          name="title"
          label={_("Título")}
          editable={editable}
          maxLength={APPLICATION_TITLE_MAX}
          keepNameOnly
        />
      </Grid>
      <AppTextField
        form={form}
        name="description"
        label={_("Descripción")}
        editable={editable}
        maxLength={APPLICATION_DESCRIPTION_MAX}
        required={false}
      />
      <Grid>
        <AppTextField form={form} name="urlApp" label={_("URL de la aplicación")} editable={editable} />
        <AppTextField
          form={form}
          name="urlAssignPassword"
          label={_("URL de asignación de contraseña")}
          editable={editable}
        />
        <AppTextField form={form} name="landing" label={_("URL de inicio (landing)")} editable={editable} />
      </Grid>
      <form.Field name="typeApplication">
        {(field) => (
          <Fieldset>
            <legend>{_("Tipo de aplicación")}</legend>
            <label>
              <input
                type="radio"
                name="typeApplication"
                checked={field.state.value}
                disabled={!editable}
                onChange={() => field.handleChange(true)}
              />
              {_("Transversal")}
            </label>
            <label>
              <input
                type="radio"
                name="typeApplication"
                checked={!field.state.value}
                disabled={!editable}
                onChange={() => field.handleChange(false)}
              />
              {_("Producto")}
            </label>
          </Fieldset>
        )}
      </form.Field>
      <AppSwitchField form={form} name="isVisible" label={_("Visible")} editable={editable} />
    </>
  );
}

function TokenTab({ form, editable }: { readonly form: Form; readonly editable: boolean }) {
  const { _ } = useLingui();
  const units = [
    { value: TimeUnit.minutes, label: _("Minutos") },
    { value: TimeUnit.hours, label: _("Horas") },
    { value: TimeUnit.days, label: _("Días") },
  ];
  // Spec §5: the spinners step between 0 and 999999; -1 is typed where it is allowed.
  const amount = { editable, maxDigits: AMOUNT_DIGITS, min: 0, max: TIME_AMOUNT_INPUT_MAX } as const;
  // The four token durations, each an amount and its unit (spec §5); -1 (no expiry) only for the first two.
  const durations = [
    {
      amount: "amountTime",
      unit: "timeUnit",
      amountLabel: _("Duración del token"),
      unitLabel: _("Unidad del token"),
      allowsMinus: true,
    },
    {
      amount: "refreshTokenExpirationAmountTime",
      unit: "refreshTokenExpirationTimeUnit",
      amountLabel: _("Expiración del refresh token"),
      unitLabel: _("Unidad de expiración del refresh token"),
      allowsMinus: true,
    },
    {
      amount: "userActivateTokenTime",
      unit: "userActivateTokenTimeUnit",
      amountLabel: _("Duración del token de activación de usuario"),
      unitLabel: _("Unidad del token de activación de usuario"),
      allowsMinus: false,
    },
    {
      amount: "assignPasswordTokenTime",
      unit: "assignPasswordTokenTimeUnit",
      amountLabel: _("Duración del token de asignación de contraseña"),
      unitLabel: _("Unidad del token de asignación de contraseña"),
      allowsMinus: false,
    },
  ] as const;
  return (
    <>
      {durations.map((duration) => (
        <Grid key={duration.amount}>
          <AppNumberField
            form={form}
            name={duration.amount}
            label={duration.amountLabel}
            allowsMinus={duration.allowsMinus}
            listenTo={duration.unit}
            {...amount}
          />
          <AppChoiceField
            form={form}
            name={duration.unit}
            label={duration.unitLabel}
            editable={editable}
            options={units}
          />
        </Grid>
      ))}
    </>
  );
}

function PasswordTab({ form, editable }: { readonly form: Form; readonly editable: boolean }) {
  const { _ } = useLingui();
  return (
    <Grid>
      <AppNumberField
        form={form}
        name="numberPasswordChanges"
        label={_("Número de cambios de contraseña")}
        hint={_("Valor numérico desde -1")}
        editable={editable}
        allowsMinus
        maxDigits={PASSWORD_EXPIRATION_DIGITS}
        min={-1}
        max={PASSWORD_EXPIRATION_MAX}
      />
      <AppNumberField
        form={form}
        name="passwordExpiration"
        label={_("Expiración de la contraseña")}
        editable={editable}
        allowsMinus
        maxDigits={PASSWORD_EXPIRATION_DIGITS}
        min={-1}
        max={PASSWORD_EXPIRATION_MAX}
      />
      <AppChoiceField
        form={form}
        name="passwordTypeExpiration"
        label={_("Tipo de expiración de la contraseña")}
        editable={editable}
        options={[
          { value: PasswordExpirationUnit.days, label: _("Días") },
          { value: PasswordExpirationUnit.months, label: _("Meses") },
        ]}
      />
      <AppChoiceField
        form={form}
        name="mechanismAfterSetPass"
        label={_("Después de asignar la contraseña")}
        editable={editable}
        options={[
          { value: MechanismAfterSetPass.applicationLogin, label: _("Login de la aplicación") },
          { value: MechanismAfterSetPass.applicationHome, label: _("Inicio de la aplicación") },
        ]}
      />
    </Grid>
  );
}

function ConfigurationTab({ form, editable }: { readonly form: Form; readonly editable: boolean }) {
  const { _ } = useLingui();
  const concurrent = useStore(form.store, (state) => state.values.isConcurrentSession);
  const count = { editable, maxDigits: COUNT_DIGITS, max: TOKEN_COUNT_MAX } as const;
  return (
    <>
      <Grid>
        <AppNumberField
          form={form}
          name="maxRefreshTokens"
          label={_("Máximo de refresh tokens")}
          allowsMinus
          min={-1}
          {...count}
        />
        <AppNumberField
          form={form}
          name="maxRefreshTokensByUser"
          label={_("Máximo de refresh tokens por usuario")}
          allowsMinus={false}
          min={0}
          {...count}
        />
        <AppNumberField
          form={form}
          name="maxConcurrentTokensByUser"
          label={_("Máximo de tokens concurrentes por usuario")}
          allowsMinus
          min={-1}
          {...count}
        />
      </Grid>
      <AppSwitchField
        form={form}
        name="isConcurrentSession"
        label={_("Sesión concurrente")}
        editable={editable}
      />
      <Grid>
        {/* Spec §5: enabled only when concurrent sessions are on. */}
        <AppNumberField
          form={form}
          name="maxConcurrentTokens"
          label={_("Máximo de tokens concurrentes")}
          allowsMinus={false}
          min={1}
          listenTo="isConcurrentSession"
          disabled={!concurrent}
          {...count}
        />
      </Grid>
    </>
  );
}

/** The application form (spec §2): four tabs on RecordForm, new (editable) or existing (read-only until edit). */
export function AppFormView({
  values,
  isNew,
  nameFixed = !isNew,
  onSave,
  onLeave,
  tab,
  onTabChange,
}: AppFormViewProps) {
  const { _ } = useLingui();
  const tabs: readonly RecordTab<ApplicationValues>[] = [
    {
      id: "basics" satisfies ApplicationTabId,
      label: _("Datos Básicos"),
      fields: APPLICATION_TAB_FIELDS.basics,
      updateLabel: _("Actualizar datos"),
      render: (form, editable) => <BasicsTab form={form} editable={editable} nameFixed={nameFixed} />,
    },
    {
      id: "token" satisfies ApplicationTabId,
      label: _("Token"),
      fields: APPLICATION_TAB_FIELDS.token,
      updateLabel: _("Actualizar token"),
      render: (form, editable) => <TokenTab form={form} editable={editable} />,
    },
    {
      id: "password" satisfies ApplicationTabId,
      label: _("Contraseña"),
      fields: APPLICATION_TAB_FIELDS.password,
      updateLabel: _("Actualizar Contraseña"),
      render: (form, editable) => <PasswordTab form={form} editable={editable} />,
    },
    {
      // Spec §2: the last tab's update is Actualizar.
      id: "configuration" satisfies ApplicationTabId,
      label: _("Configuración"),
      fields: APPLICATION_TAB_FIELDS.configuration,
      render: (form, editable) => <ConfigurationTab form={form} editable={editable} />,
    },
  ];
  const title = (mode: RecordMode, tab: RecordTab<ApplicationValues>) => {
    if (mode === "new") return _("Nueva aplicación");
    const edit = mode === "edit";
    switch (tab.id as ApplicationTabId) {
      case "basics":
        return edit ? _("Editar datos básicos") : _("Detalle de datos básicos");
      case "token":
        return edit ? _("Editar token") : _("Detalles de token");
      case "password":
        return edit ? _("Editar contraseña") : _("Detalles de contraseña");
      case "configuration":
        // Spec §2 names no subheader for this tab: it follows the others' words.
        return edit ? _("Editar configuración") : _("Detalles de configuración");
    }
  };
  return (
    <RecordForm
      tabs={tabs}
      values={values}
      isNew={isNew}
      title={title}
      onSave={(current, saved) => onSave(current, saved.id as ApplicationTabId)}
      onLeave={onLeave}
      initialTab={tab}
      onTabChange={onTabChange}
    />
  );
}
