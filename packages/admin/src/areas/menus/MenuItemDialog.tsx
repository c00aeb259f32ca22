import { Button, Dialog, Spinner, TextField } from "@gse/components";
import { MenuFunction, MenuLocation, MenuSection } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { lazy, Suspense, useId, useState } from "react";
import styled from "styled-components";
import { panelId, RecordFormTabs } from "../../pieces/record-form/RecordFormTabs.tsx";
import { SelectField } from "../../pieces/SelectField.tsx";
import { Switch } from "../../pieces/Switch.tsx";
import { MenuIcon } from "../../shell/icons/MenuIcon.tsx";
import { EDITOR_MODAL_WIDTH_PX } from "./editor-modal.ts";
import { type ItemValues, itemErrors, type TreeLocation } from "./item-form.ts";
import type { SendImage } from "./use-image-upload.ts";

// The picker's module, with its grid of ~400 icons, loads when its tab first opens (`pnpm bench` checks it).
const IconPicker = lazy(() => import("./IconPicker.tsx").then(({ IconPicker }) => ({ default: IconPicker })));

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-top: 12px;
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

const Privileges = styled.div`
  max-height: 160px;
  overflow-y: auto;
`;

const FieldError = styled.p`
  margin: 4px 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

export interface MenuItemDialogProps {
  readonly open: boolean;
  readonly isNew: boolean;
  readonly location: TreeLocation;
  readonly values: ItemValues;
  /** The chosen application's privilege names (spec §7); undefined while they load. */
  readonly privileges: readonly string[] | undefined;
  /** Why the privileges did not load: shown with a retry instead of a spinner that never ends. */
  readonly privilegesFailure?: string | undefined;
  readonly onRetryPrivileges?: (() => void) | undefined;
  /** Uploaded icons already used in this application's menus. */
  readonly customIcons: readonly string[];
  /** Uploads a new icon from the picker (POST /api/menu/UploadImageMenu); answers its address. */
  readonly onUpload: SendImage;
  /** Aceptar with valid values: the tree takes them. */
  readonly onSubmit: (values: ItemValues) => void;
  readonly onClose: () => void;
  /** Stories: open on the icon tab. */
  readonly initialTab?: 0 | 1;
}

/** The tree item modal (spec §2): tab 1 the item's data, tab 2 its icon. */
export function MenuItemDialog(props: MenuItemDialogProps) {
  const { _ } = useLingui();
  return (
    <Dialog
      open={props.open}
      width={EDITOR_MODAL_WIDTH_PX}
      title={props.isNew ? _("Nuevo ítem") : _("Editar ítem")}
      onClose={props.onClose}
    >
      {props.open && <ItemForm {...props} />}
    </Dialog>
  );
}

function ItemForm({
  location,
  values: initial,
  privileges,
  privilegesFailure,
  onRetryPrivileges,
  customIcons,
  onUpload,
  onSubmit,
  onClose,
  initialTab = 0,
}: MenuItemDialogProps) {
  const { _ } = useLingui();
  const prefix = useId();
  const [tab, setTab] = useState<number>(initialTab);
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? itemErrors(values, location) : {};
  const message = (field: string) => (errors[field] ? _(errors[field] as string) : undefined);
  const set = (change: Partial<ItemValues>) => setValues((current) => ({ ...current, ...change }));
  const togglePrivilege = (name: string, on: boolean) =>
    set({ privilege: on ? [...values.privilege, name] : values.privilege.filter((entry) => entry !== name) });
  const submit = () => {
    setTried(true);
    if (Object.keys(itemErrors(values, location)).length === 0) onSubmit(values);
  };

  return (
    <>
      <RecordFormTabs
        label={_("Ítem del menú")}
        tabs={[
          { id: "data", label: _("Datos") },
          { id: "icon", label: _("Icono") },
        ]}
        selected={tab}
        onSelect={setTab}
        idPrefix={prefix}
      />
      <div role="tabpanel" id={panelId(prefix)} aria-labelledby={`${prefix}-tab-${tab}`}>
        {tab === 0 ? (
          <Panel>
            <TextField
              label={_("Nombre")}
              required
              value={values.name}
              error={message("name")}
              onChange={(event) => set({ name: event.target.value })}
            />
            <Fieldset aria-describedby={errors.privilege ? `${prefix}-privilege` : undefined}>
              <legend>{_("Privilegios")} *</legend>
              {privilegesFailure !== undefined ? (
                <FieldError role="alert">
                  {privilegesFailure}{" "}
                  {onRetryPrivileges && (
                    <Button variant="text" onClick={onRetryPrivileges}>
                      {_("Reintentar")}
                    </Button>
                  )}
                </FieldError>
              ) : privileges === undefined ? (
                <Spinner label={_("Cargando")} />
              ) : (
                <Privileges>
                  {[...new Set([...privileges, ...values.privilege])].map((name) => (
                    <label key={name}>
                      <input
                        type="checkbox"
                        checked={values.privilege.includes(name)}
                        onChange={(event) => togglePrivilege(name, event.target.checked)}
                      />
                      {name}
                    </label>
                  ))}
                </Privileges>
              )}
              {errors.privilege && <FieldError id={`${prefix}-privilege`}>{message("privilege")}</FieldError>}
            </Fieldset>
            {location === MenuLocation.user && (
              <SelectField
                label={_("Sección")}
                value={values.section === undefined ? "" : String(values.section)}
                aria-invalid={errors.section ? true : undefined}
                options={[
                  { value: "", label: _("Selecciona una sección") },
                  { value: String(MenuSection.application), label: _("Sección aplicación") },
                  { value: String(MenuSection.user), label: _("Sección usuario") },
                ]}
                onChange={(event) =>
                  set({
                    section:
                      event.target.value === "" ? undefined : (Number(event.target.value) as MenuSection),
                  })
                }
              />
            )}
            {errors.section && <FieldError>{message("section")}</FieldError>}
            <Fieldset>
              <legend>{_("Tipo de enlace")}</legend>
              <Row>
                <label>
                  <input
                    type="radio"
                    checked={values.isFunction}
                    onChange={() => set({ isFunction: true })}
                  />
                  {_("Función")}
                </label>
                <label>
                  <input
                    type="radio"
                    checked={!values.isFunction}
                    onChange={() => set({ isFunction: false })}
                  />
                  {_("URL")}
                </label>
              </Row>
            </Fieldset>
            {values.isFunction ? (
              <>
                <SelectField
                  label={_("Función")}
                  value={values.functionName}
                  aria-invalid={errors.functionName ? true : undefined}
                  options={[
                    { value: "", label: _("Selecciona una función") },
                    ...Object.values(MenuFunction).map((name) => ({ value: name, label: `/${name}` })),
                  ]}
                  onChange={(event) => set({ functionName: event.target.value })}
                />
                {errors.functionName && <FieldError>{message("functionName")}</FieldError>}
              </>
            ) : (
              <TextField
                label={_("URL")}
                type="url"
                required
                value={values.url}
                error={message("url")}
                onChange={(event) => set({ url: event.target.value })}
              />
            )}
            <TextField
              label={_("Descripción")}
              value={values.description}
              onChange={(event) => set({ description: event.target.value })}
            />
            <Row>
              <TextField
                label={_("Tamaño del icono")}
                value={values.sizeIcon}
                onChange={(event) => set({ sizeIcon: event.target.value })}
              />
              <MenuIcon
                name={values.iconName}
                personalized={values.isPersonalizedIcon}
                size={values.sizeIcon}
              />
              <Switch
                checked={values.isActivate}
                label={_("Activo")}
                onClick={() => set({ isActivate: !values.isActivate })}
              />
            </Row>
            <Actions>
              <Button variant="secondary" onClick={onClose}>
                {_("Cancelar")}
              </Button>
              <Button onClick={submit}>{_("Aceptar")}</Button>
            </Actions>
          </Panel>
        ) : (
          <Panel>
            <Suspense fallback={<Spinner label={_("Cargando")} />}>
              <IconPicker
                current={{ iconName: values.iconName, isPersonalizedIcon: values.isPersonalizedIcon }}
                customIcons={customIcons}
                onUpload={onUpload}
                onLoad={(choice) => {
                  set(choice);
                  setTab(0);
                }}
                onCancel={() => setTab(0)}
              />
            </Suspense>
          </Panel>
        )}
      </div>
    </>
  );
}
