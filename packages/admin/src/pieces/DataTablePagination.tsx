import { Button } from "@gse/components";
import { useLingui } from "@gse/sdk";
import styled from "styled-components";
import { isPageSize, type ListState, PAGE_SIZES, pageCount, pageRange, withPageSize } from "./list-state.ts";
import { SelectField } from "./SelectField.tsx";

export interface DataTablePaginationProps {
  readonly state: ListState;
  readonly total: number;
  readonly onStateChange: (next: ListState) => void;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: flex-end;
  gap: 12px 16px;
  color: ${({ theme }) => theme.roles.text};
`;

const Range = styled.p`
  margin: 0;
  min-height: 44px;
  display: flex;
  align-items: center;
`;

/** Rows per page (10, 25, 100), the range shown out of the total, and the previous and next pages. */
export function DataTablePagination({ state, total, onStateChange }: DataTablePaginationProps) {
  const { _ } = useLingui();
  const { from, to } = pageRange(state.page, state.pageSize, total);
  const last = pageCount(state.pageSize, total) - 1;
  return (
    <Bar aria-label={_("Paginación")}>
      <SelectField
        label={_("Filas por página")}
        value={String(state.pageSize)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) onStateChange(withPageSize(state, size));
        }}
      />
      <Range aria-live="polite">{_("{from}–{to} de {total}", { from, to, total })}</Range>
      <Button
        variant="secondary"
        disabled={state.page <= 0}
        onClick={() => onStateChange({ ...state, page: state.page - 1 })}
      >
        {_("Anterior")}
      </Button>
      <Button
        variant="secondary"
        disabled={state.page >= last}
        onClick={() => onStateChange({ ...state, page: state.page + 1 })}
      >
        {_("Siguiente")}
      </Button>
    </Bar>
  );
}
