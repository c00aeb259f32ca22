import { Button, Spinner } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { Switch } from "../Switch.tsx";
import { useCatalogText } from "../use-catalog-text.ts";
import { ArrowIcon } from "./icons.tsx";
import { panelId, RecordFormTabs, tabId } from "./RecordFormTabs.tsx";
import type { RecordMode } from "./record-form-machine.ts";
import { tabIndexOf, useTabAddress } from "./tab-address.ts";
import { type RecordFormApi, type SaveResult, useRecordForm } from "./use-record-form.ts";

export interface RecordTab<Values> {
  readonly id: string;
  /** The tab's name, already translated ('Datos Básicos'). */
  readonly label: string;
  /** The fields this tab holds: its dirtiness, validity and update are about them. */
  readonly fields: readonly (keyof Values & string)[];
  /** The tab's fields, with `form.Field`; `editable` is false on a read-only record. */
  readonly render: (form: RecordFormApi<Values>, editable: boolean) => ReactNode;
  /** The tab's update button on an existing record ('Actualizar token'); 'Actualizar' by default. */
  readonly updateLabel?: string;
}

export interface RecordFormProps<Values extends object> {
  readonly tabs: readonly RecordTab<Values>[];
  /** The record's values (a new record's defaults); keep it stable, as a query's data is. */
  readonly values: Values;
  readonly isNew: boolean;
  /** The heading for a mode and tab: 'Nuevo usuario', 'Editar usuario', 'Detalles del usuario'. */
  readonly title: (mode: RecordMode, tab: RecordTab<Values>) => string;
  /** A new record's Guardar (at the last tab) or an existing one's update of `tab`. */
  readonly onSave: (values: Values, tab: RecordTab<Values>) => Promise<SaveResult>;
  /** The back icon from the first tab: back to the list. */
  readonly onLeave: () => void;
  /** The unsaved-change question; the user form words it 'Hiciste Modificaciones ¿deseas actualizarlas?'. */
  readonly dirtyPrompt?: string;
  /** False keeps Guardar and the update disabled (the notification form until a template is chosen). */
  readonly canSave?: (values: Values) => boolean;
  /** Back to read-only after a successful update (the privilege and role cards, spec §4). */
  readonly readOnlyAfterSave?: boolean;
  /** The id of the tab the address names: an existing record opens on it. */
  readonly initialTab?: string | undefined;
  /** The open tab changed (its id), for the address to hold it. */
  readonly onTabChange?: ((tab: string) => void) | undefined;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  color: ${({ theme }) => theme.roles.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;

  & > h2 {
    flex: 1 1 auto;
    margin: 0;
    font-family: ${({ theme }) => theme.font.headingFamily};
    font-size: 1.375rem;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 12px;
`;

const Message = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-weight: 700;
`;

const Failure = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
  background: ${({ theme }) => theme.errorBox.background};
`;

/**
 * A tabbed record (spec §2, §4): a new record is editable and saved with Guardar at its last tab; an existing one
 * reads until the edit toggle, then each tab has its update, 'No hay cambios para guardar' after a 0.5 s
 * indicator when nothing changed, and a success message that closes after 1.5 s. With unsaved changes, a tab
 * change, the back icon, leaving the edit or leaving the page (Back, a menu's link, where the console's router
 * holds it) asks 'Hiciste modificaciones ¿Deseas actualizarlas?': Aceptar saves and goes on, Cancelar restores the
 * record's values and goes on, Escape stays.
 */
export function RecordForm<Values extends object>({
  tabs,
  values,
  isNew,
  title,
  onSave,
  onLeave,
  dirtyPrompt,
  canSave,
  readOnlyAfterSave,
  initialTab,
  onTabChange,
}: RecordFormProps<Values>) {
  const { _ } = useLingui();
  const shown = useCatalogText();
  const idPrefix = useId();
  const record = useRecordForm({
    values,
    isNew,
    tabFields: tabs.map((tab) => tab.fields),
    save: (current, index) => {
      const tab = tabs[index];
      if (!tab) return Promise.reject(new Error(`RecordForm: no tab ${index}`));
      return onSave(current, tab);
    },
    leave: onLeave,
    readOnlyAfterSave,
    initialTab: tabIndexOf(tabs, initialTab),
  });
  const { state, form } = record;
  useTabAddress(tabs, state.tab, initialTab, onTabChange);
  const tab = tabs[state.tab];
  if (!tab) throw new Error(`RecordForm: expected at least one tab, got ${tabs.length}`);
  const heading = title(state.mode, tab);
  const last = state.tab === tabs.length - 1;
  const editable = state.mode !== "details";
  const saving = state.status.kind === "saving";
  const saveDisabled = canSave ? !canSave(form.state.values) : false;

  return (
    <Section aria-labelledby={`${idPrefix}-heading`}>
      <Header>
        <Button variant="text" aria-label={_("Volver")} onClick={record.back}>
          <ArrowIcon direction="back" />
        </Button>
        <h2 id={`${idPrefix}-heading`}>{heading}</h2>
        {state.mode !== "new" && (
          <Switch checked={state.mode === "edit"} label={_("Editar")} onClick={record.toggleEdit} />
        )}
      </Header>
      <RecordFormTabs
        label={heading}
        tabs={tabs}
        selected={state.tab}
        onSelect={record.goTo}
        idPrefix={idPrefix}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (editable && !saveDisabled) record.update();
        }}
      >
        <Panel role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, state.tab)}>
          {tab.render(form, editable)}
          <Actions>
            {state.status.kind === "checking" && <Spinner size={24} />}
            {state.mode === "edit" && (
              <>
                <Button variant="secondary" onClick={record.cancelEdit}>
                  {_("Cancelar")}
                </Button>
                <Button type="submit" loading={saving} disabled={saveDisabled}>
                  {tab.updateLabel ?? _("Actualizar")}
                </Button>
              </>
            )}
            {state.mode === "new" && last && (
              <Button type="submit" loading={saving} disabled={saveDisabled}>
                {_("Guardar")}
              </Button>
            )}
            {!last && (
              <Button variant="secondary" aria-label={_("Siguiente pestaña")} onClick={record.next}>
                <ArrowIcon direction="next" />
              </Button>
            )}
          </Actions>
        </Panel>
      </form>
      <Message role="status">
        {state.status.kind === "noChanges" && _("No hay cambios para guardar")}
        {state.status.kind === "saved" && state.status.message}
      </Message>
      {state.status.kind === "failed" && <Failure role="alert">{shown(state.status.message)}</Failure>}
      <ConfirmDialog
        open={state.prompt !== null}
        message={dirtyPrompt ?? _("Hiciste modificaciones ¿Deseas actualizarlas?")}
        busy={saving}
        onConfirm={record.acceptPrompt}
        onCancel={record.discardPrompt}
        onClose={record.dismissPrompt}
      />
    </Section>
  );
}
