import { Spinner, TextField, visuallyHidden } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useState } from "react";
import styled from "styled-components";
import { DataTablePagination } from "./DataTablePagination.tsx";
import { filterRows, type ListState, withSearch, withSort } from "./list-state.ts";
import { SelectField } from "./SelectField.tsx";

export interface DataTableColumn<Row> {
  readonly id: string;
  /** The column header, already translated. */
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The text the local filter looks in; a column without it (a switch) is not searched. */
  readonly text?: (row: Row) => string;
}

/** One of the list's sort options: its value in the URL and its label ('Más reciente'), already translated. */
export interface SortOption {
  readonly value: string;
  readonly label: string;
}

export interface DataTableProps<Row> {
  /** The table's caption, read by screen readers: what the rows are ('Usuarios'). */
  readonly caption: string;
  readonly columns: readonly DataTableColumn<Row>[];
  /** The page of rows the server answered for `state`. */
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** How many rows the server has for the search, over every page. */
  readonly total: number;
  /** Page, size, sort and search, as the route keeps them in the URL. */
  readonly state: ListState;
  readonly onStateChange: (next: ListState) => void;
  readonly sortOptions: readonly SortOption[];
  /** Opens a row's record, on click or Enter; without it rows are not openable. */
  readonly onOpen?: (row: Row) => void;
  /** True while the server answers a search or page: the table says it is busy. */
  readonly loading?: boolean;
  /** Beside the search: the list's create button. */
  readonly actions?: ReactNode;
}

/** Below this width a list shows one card per record instead of columns (the spec's mobile breakpoint). */
export const CARD_LAYOUT_MAX_PX = 600;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  /* The cards follow the list's own width, not the window's: the side drawer takes its share on wide screens. */
  container-type: inline-size;
  color: ${({ theme }) => theme.roles.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;

  & > :first-child {
    flex: 1 1 240px;
  }
`;

// A wide table scrolls inside its own region, never the page; the region takes focus so keys can scroll it. It is
// the containing block of what is absolutely placed inside (visually hidden labels, tooltips), which would
// otherwise stretch the page sideways.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.planTable.border};
  border-radius: 6px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: 2px;
  }
`;

// Words are never broken inside a cell: a column is as wide as its longest word, and a table wider than the list
// scrolls sideways in the Scroller. On a phone each record is a card: the cell's header beside its value.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.planTable.text};

  @container (max-width: ${CARD_LAYOUT_MAX_PX}px) {
    &,
    & > tbody,
    & > tbody > tr,
    & > tbody > tr > td {
      display: block;
    }

    & > thead {
      ${visuallyHidden}
    }

    & > tbody > tr {
      padding: 8px 12px;
      border-top: 1px solid ${({ theme }) => theme.planTable.border};
    }

    & > tbody > tr:first-child {
      border-top: none;
    }

    /* The header, then the value beside it, or under it when the value's words do not fit beside it. */
    & > tbody > tr > td {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 2px 12px;
      height: auto;
      min-height: 36px;
      padding: 4px 0;
      border-top: none;
    }

    & > tbody > tr > td[data-label]::before {
      content: attr(data-label);
      flex: 0 0 7.5rem;
      font-size: 0.875rem;
      font-weight: 700;
      color: ${({ theme }) => theme.planTable.text};
    }

    & > tbody > tr > td > div {
      flex: 1 1 auto;
    }

    & > tbody > tr > td:not([data-label]) {
      display: block;
    }
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Th = styled.th`
  padding: 12px;
  text-align: left;
  white-space: nowrap;
  background: ${({ theme }) => theme.planTable.headerBackground};
  color: ${({ theme }) => theme.planTable.headerText};
`;

const Tr = styled.tr<{ $openable: boolean }>`
  background: ${({ theme }) => theme.planTable.rowBackground};
  cursor: ${({ $openable }) => ($openable ? "pointer" : "default")};

  &:nth-child(even) {
    background: ${({ theme }) => theme.planTable.stripeBackground};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: -3px;
  }
`;

const Td = styled.td`
  padding: 4px 12px;
  min-height: 44px;
  height: 44px;
  border-top: 1px solid ${({ theme }) => theme.planTable.border};
  overflow-wrap: normal;
  word-break: normal;
`;

const Empty = styled.td`
  padding: 24px 12px;
  text-align: center;
  font-weight: 700;
`;

/** Controls inside a row (a switch, the applications' tooltip) act on their own and never open the record. */
const ownControls = "button, a, input, select, textarea, label, dialog, [role='switch']";

function fromOwnControl(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const control = (event.target as Element).closest(ownControls);
  return control !== null && event.currentTarget.contains(control);
}

/**
 * A list's table (spec §2): the search filters the page's rows as the administrator types and asks the server
 * on Enter; a sort select of the list's options; pages of 10, 25 or 100 with the range and total; 'No se
 * encontraron resultados' when nothing matches; a row opens its record on click or Enter. It holds no server
 * state: the route owns `state` and the rows.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  state,
  onStateChange,
  sortOptions,
  onOpen,
  loading = false,
  actions,
}: DataTableProps<Row>) {
  const { _ } = useLingui();
  const openHintId = useId();
  const [typed, setTyped] = useState(state.search);
  // A search that changes from outside (Back, a link) shows in the box.
  useEffect(() => setTyped(state.search), [state.search]);

  const searchable = columns.flatMap((column) => (column.text ? [column.text] : []));
  const visible = filterRows(rows, (row) => searchable.map((text) => text(row)).join(" "), typed);

  return (
    <Frame>
      <Toolbar>
        <TextField
          type="search"
          label={_("Buscar")}
          hint={_("Escribe para filtrar esta página; Enter busca en todos los registros.")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            onStateChange(withSearch(state, typed));
          }}
        />
        <SelectField
          label={_("Ordenar por")}
          value={state.sort}
          options={sortOptions}
          onChange={(event) => onStateChange(withSort(state, event.target.value))}
        />
        {actions}
      </Toolbar>
      {loading && <Spinner size={24} label={_("Buscando")} />}
      {onOpen && <Hidden id={openHintId}>{_("Enter o clic abre el registro")}</Hidden>}
      {/* A region that scrolls sideways takes focus, so keys can scroll it (WCAG 2.1.1). */}
      <Scroller role="region" aria-label={caption} tabIndex={0}>
        <Table aria-busy={loading || undefined}>
          <Caption>{caption}</Caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <Th key={column.id} scope="col">
                  {column.header}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <Empty colSpan={columns.length}>{_("No se encontraron resultados")}</Empty>
              </tr>
            ) : (
              visible.map((row) => (
                <Tr
                  key={rowKey(row)}
                  $openable={onOpen !== undefined}
                  tabIndex={onOpen ? 0 : undefined}
                  aria-describedby={onOpen ? openHintId : undefined}
                  onClick={(event) => {
                    if (onOpen && !fromOwnControl(event)) onOpen(row);
                  }}
                  onKeyDown={(event) => {
                    if (!onOpen || event.key !== "Enter" || event.target !== event.currentTarget) return;
                    event.preventDefault();
                    onOpen(row);
                  }}
                >
                  {columns.map((column) => (
                    <Td key={column.id} data-label={column.header}>
                      <div>{column.cell(row)}</div>
                    </Td>
                  ))}
                </Tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroller>
      <DataTablePagination state={state} total={total} onStateChange={onStateChange} />
    </Frame>
  );
}
