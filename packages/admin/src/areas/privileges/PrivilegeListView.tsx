import { type Privilege, RecordState } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { AppNamesCell } from "../../pieces/AppNamesCell.tsx";
import { ConfirmSwitch } from "../../pieces/ConfirmSwitch.tsx";
import type { DataTableColumn } from "../../pieces/DataTable.tsx";
import { DeleteAction } from "../../pieces/DeleteAction.tsx";
import { ListPage } from "../../pieces/ListPage.tsx";
import type { ListState } from "../../pieces/list-state.ts";
import { StateChip, StateControls } from "../../pieces/StateChip.tsx";
import { creationDay, privilegeSearchText } from "./privilege-list.ts";

export interface PrivilegeListViewProps {
  /** The page to show, already searched, sorted and cut (privilege-list.ts). */
  readonly privileges: readonly Privilege[];
  readonly total: number;
  readonly state: ListState;
  readonly onStateChange: (next: ListState) => void;
  readonly loading: boolean;
  /** A switch accepted: settle the promise when the list has the answer. */
  readonly onToggleState: (privilege: Privilege, active: boolean) => Promise<void>;
  readonly onToggleLicence: (privilege: Privilege, licence: boolean) => Promise<void>;
  /** The titles of a privilege's applications, RESETOTP left out (privilege-list.ts applicationTitles). */
  readonly applicationTitles: (privilege: Privilege) => readonly string[];
  /** A failure's text, shown above the table. */
  readonly problem?: string | undefined;
  readonly onOpen?: (privilege: Privilege) => void;
  /** The delete icon's 'Sí': deletes, shows the outcome and settles; without it the row has no delete icon. */
  readonly onDelete?: (privilege: Privilege) => Promise<void>;
  readonly onCreate?: () => void;
}

/** /privileges (administration spec §2 "Privileges"): name, creation date, applications, licence and state. */
export function PrivilegeListView({
  privileges,
  total,
  state,
  onStateChange,
  loading,
  onToggleState,
  onToggleLicence,
  applicationTitles,
  problem,
  onOpen,
  onCreate,
  onDelete,
}: PrivilegeListViewProps) {
  const { _ } = useLingui();
  const columns: DataTableColumn<Privilege>[] = [
    { id: "name", header: _("Nombre"), cell: (row) => row.name, text: privilegeSearchText },
    { id: "createdon", header: _("Fecha de creación"), cell: (row) => creationDay(row.createdon) },
    {
      id: "applications",
      header: _("Aplicaciones"),
      cell: (row) => <AppNamesCell names={applicationTitles(row)} />,
    },
    {
      id: "licence",
      header: _("Licencia"),
      cell: (row) => (
        <ConfirmSwitch
          checked={row.licence}
          label={_("Licencia de {name}", { name: row.name })}
          confirmMessage={
            row.licence
              ? _("¿Está seguro que desea inactivar esta licencia?")
              : _("¿Está seguro que desea activar esta licencia?")
          }
          onChange={(next) => onToggleLicence(row, next)}
        />
      ),
    },
    {
      id: "state",
      header: _("Estado"),
      cell: (row) => {
        const active = row.idstate === RecordState.active;
        return (
          <StateControls>
            <ConfirmSwitch
              checked={active}
              label={_("Estado de {name}", { name: row.name })}
              confirmMessage={
                active
                  ? _("¿Está seguro que desea inactivar este privilegio?")
                  : _("¿Está seguro que desea activar este privilegio?")
              }
              onChange={(next) => onToggleState(row, next)}
            />
            <StateChip tone={active ? "on" : "off"}>{active ? _("Activo") : _("Inactivo")}</StateChip>
            {onDelete && (
              <DeleteAction
                label={_("Eliminar {name}", { name: row.name })}
                question={_("¿Deseas eliminar este privilegio?")}
                onDelete={() => onDelete(row)}
              />
            )}
          </StateControls>
        );
      },
    },
  ];
  return (
    <ListPage
      title={_("Privilegios")}
      problem={problem}
      columns={columns}
      rows={privileges}
      rowKey={(row) => String(row.id)}
      total={total}
      state={state}
      onStateChange={onStateChange}
      loading={loading}
      {...(onOpen ? { onOpen } : {})}
      create={onCreate && { label: _("Crear privilegio"), onCreate }}
    />
  );
}
