import { AppNamesCell } from "../AppNamesCell.tsx";
import { ConfirmSwitch } from "../ConfirmSwitch.tsx";
import type { DataTableColumn, SortOption } from "../DataTable.tsx";
import { filterRows, type ListState } from "../list-state.ts";

/** A demo list for the table's stories and tests: privileges-like rows with applications and a state switch. */
export interface DemoRow {
  readonly id: string;
  readonly name: string;
  readonly createdOn: string;
  readonly apps: readonly string[];
  readonly active: boolean;
}

const appNames = ["Nómina", "Facturación", "Licencias", "Biometría", "Confronta"];
const names = ["Consultar usuarios", "Crear usuarios", "Editar roles", "Auditar accesos", "Exportar nómina"];

/** `count` demo rows: varying names, one to five applications, every third inactive. */
export function demoRows(count: number, from = 0): DemoRow[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    return {
      id: `p${index + 1}`,
      name: `${names[index % names.length]} ${index + 1}`,
      createdOn: `${String((index % 28) + 1).padStart(2, "0")}/03/2026`,
      apps: appNames.slice(0, (index % appNames.length) + 1),
      active: index % 3 !== 2,
    };
  });
}

export const demoSortOptions = (label: (id: string) => string): SortOption[] =>
  ["Activo", "Inactivo", "Más reciente", "Más antiguo"].map((id) => ({ value: id, label: label(id) }));

/** The demo's columns; `onState` is what the state switch sends once confirmed. */
export function demoColumns(onState: (row: DemoRow, active: boolean) => void): DataTableColumn<DemoRow>[] {
  return [
    { id: "name", header: "Nombre", cell: (row) => row.name, text: (row) => row.name },
    {
      id: "createdOn",
      header: "Fecha de creación",
      cell: (row) => row.createdOn,
      text: (row) => row.createdOn,
    },
    {
      id: "apps",
      header: "Aplicaciones",
      cell: (row) => <AppNamesCell names={row.apps} />,
      text: (row) => row.apps.join(" "),
    },
    {
      id: "state",
      header: "Estado",
      cell: (row) => (
        <ConfirmSwitch
          checked={row.active}
          label={`Estado de ${row.name}`}
          confirmMessage="¿Está seguro que desea activar/inactivar este privilegio?"
          onChange={(next) => onState(row, next)}
        />
      ),
    },
  ];
}

const sorters: Record<string, (a: DemoRow, b: DemoRow) => number> = {
  Activo: (a, b) => Number(b.active) - Number(a.active),
  Inactivo: (a, b) => Number(a.active) - Number(b.active),
  "Más reciente": (a, b) => Number(b.id.slice(1)) - Number(a.id.slice(1)),
  "Más antiguo": (a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)),
};

/** What a server answers a list's state with: the search over every row, sorted, one page of it. */
export function demoAnswer(all: readonly DemoRow[], state: ListState): { rows: DemoRow[]; total: number } {
  const found = filterRows(all, (row) => `${row.name} ${row.apps.join(" ")}`, state.search);
  const sorted = [...found].sort(sorters[state.sort] ?? (() => 0));
  const start = state.page * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), total: found.length };
}
