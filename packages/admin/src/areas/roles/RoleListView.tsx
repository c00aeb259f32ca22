import type { Role } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { AppNamesCell } from "../../pieces/AppNamesCell.tsx";
import { ConfirmSwitch } from "../../pieces/ConfirmSwitch.tsx";
import type { DataTableColumn } from "../../pieces/DataTable.tsx";
import { DeleteAction } from "../../pieces/DeleteAction.tsx";
import { ListPage } from "../../pieces/ListPage.tsx";
import type { ListState } from "../../pieces/list-state.ts";
import { StateChip, StateControls } from "../../pieces/StateChip.tsx";
import { creationDay } from "../privileges/privilege-list.ts";
import { roleSearchText } from "./role-list.ts";

export interface RoleListViewProps {
  /** The page to show, already searched, sorted and cut (role-list.ts). */
  readonly roles: readonly Role[];
  readonly total: number;
  readonly state: ListState;
  readonly onStateChange: (next: ListState) => void;
  readonly loading: boolean;
  /** The titles of a role's applications, RESETOTP left out (role-list.ts roleApplicationTitles). */
  readonly applicationTitles: (role: Role) => readonly string[];
  /** The state switch accepted: settle the promise when the list has the answer. */
  readonly onToggleState: (role: Role, active: boolean) => Promise<void>;
  /** A failure's text, shown above the table. */
  readonly problem?: string | undefined;
  readonly onOpen?: (role: Role) => void;
  /** The delete icon's 'Sí': deletes, shows the outcome and settles; without it the row has no delete icon. */
  readonly onDelete?: (role: Role) => Promise<void>;
  readonly onCreate?: () => void;
}

/** /roles (administration spec §2 "Roles"): name, creation date, applications and state. */
export function RoleListView({
  roles,
  total,
  state,
  onStateChange,
  loading,
  applicationTitles,
  onToggleState,
  problem,
  onOpen,
  onCreate,
  onDelete,
}: RoleListViewProps) {
  const { _ } = useLingui();
  const columns: DataTableColumn<Role>[] = [
    { id: "name", header: _("Nombre"), cell: (row) => row.name, text: roleSearchText },
    { id: "createdon", header: _("Fecha de creación"), cell: (row) => creationDay(row.createdon) },
    {
      id: "applications",
      header: _("Aplicaciones"),
      cell: (row) => <AppNamesCell names={applicationTitles(row)} />,
    },
    {
      id: "state",
      header: _("Estado"),
      cell: (row) => {
        const active = row.idstate === 0;
        return (
          <StateControls>
            <ConfirmSwitch
              checked={active}
              label={_("Estado de {name}", { name: row.name })}
              confirmMessage={
                active
                  ? _("¿Está seguro que desea inactivar este rol?")
                  : _("¿Está seguro que desea activar este rol?")
              }
              onChange={(next) => onToggleState(row, next)}
            />
            <StateChip tone={active ? "on" : "off"}>{active ? _("Activo") : _("Inactivo")}</StateChip>
            {onDelete && (
              <DeleteAction
                label={_("Eliminar {name}", { name: row.name })}
                question={_("¿Deseas eliminar este rol?")}
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
      title={_("Roles")}
      problem={problem}
      columns={columns}
      rows={roles}
      rowKey={(row) => String(row.id)}
      total={total}
      state={state}
      onStateChange={onStateChange}
      loading={loading}
      {...(onOpen ? { onOpen } : {})}
      create={onCreate && { label: _("Crear rol"), onCreate }}
    />
  );
}
