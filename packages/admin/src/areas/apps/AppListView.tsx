import { type Application, ApplicationState } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import type { ReactNode } from "react";
import { ConfirmSwitch } from "../../pieces/ConfirmSwitch.tsx";
import type { DataTableColumn } from "../../pieces/DataTable.tsx";
import { ListPage } from "../../pieces/ListPage.tsx";
import type { ListState } from "../../pieces/list-state.ts";
import { StateChip, StateControls } from "../../pieces/StateChip.tsx";

export interface AppListViewProps {
  /** The page of applications to show, RESETOTP already left out. */
  readonly apps: readonly Application[];
  readonly total: number;
  readonly state: ListState;
  readonly onStateChange: (next: ListState) => void;
  readonly loading: boolean;
  /** Sends the application with its state flipped; settles when the list has it. */
  readonly onSwitchState: (app: Application) => Promise<void>;
  /** A failure's text, shown above the table. */
  readonly problem?: string | undefined;
  /** A success's text, shown above the table when nothing failed. */
  readonly notice?: ReactNode;
  /** A row opens the application's form (spec §2). */
  readonly onOpen?: (app: Application) => void;
  /** The create button opens the form with id 0. */
  readonly onCreate?: () => void;
}

/** /apps (administration spec §2 "Applications list"): title Aplicaciones and the table with its state switch. */
export function AppListView({
  apps,
  total,
  state,
  onStateChange,
  loading,
  onSwitchState,
  problem,
  notice,
  onOpen,
  onCreate,
}: AppListViewProps) {
  const { _ } = useLingui();
  const columns: DataTableColumn<Application>[] = [
    { id: "title", header: _("Nombre de la aplicación"), cell: (app) => app.title, text: (app) => app.title },
    { id: "urlApp", header: _("URL de la aplicación"), cell: (app) => app.urlApp, text: (app) => app.urlApp },
    {
      id: "duration",
      header: _("Duración del token"),
      cell: (app) => app.amountTimeComb ?? String(app.amountTime),
      text: (app) => app.amountTimeComb ?? "",
    },
    {
      id: "state",
      header: _("Estado"),
      cell: (app) => {
        const active = app.idState === ApplicationState.active;
        return (
          <StateControls>
            <ConfirmSwitch
              checked={active}
              label={_("Estado de {title}", { title: app.title })}
              confirmMessage={_("¿Deseas activar/desactivar esta aplicación?")}
              onChange={() => onSwitchState(app)}
            />
            <StateChip tone={active ? "on" : "off"}>{active ? _("Activo") : _("Inactivo")}</StateChip>
          </StateControls>
        );
      },
    },
  ];
  return (
    <ListPage
      title={_("Aplicaciones")}
      problem={problem}
      notice={notice}
      columns={columns}
      rows={apps}
      rowKey={(app) => String(app.id)}
      total={total}
      state={state}
      onStateChange={onStateChange}
      loading={loading}
      {...(onOpen ? { onOpen } : {})}
      create={onCreate && { label: _("Crear aplicación"), onCreate }}
    />
  );
}
