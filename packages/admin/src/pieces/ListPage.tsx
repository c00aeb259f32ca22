import { Button } from "@gse/components";
import { useLingui } from "@gse/sdk";
import type { ReactElement, ReactNode } from "react";
import { DataTable, type DataTableProps } from "./DataTable.tsx";
import { ListNotice } from "./ListNotice.tsx";
import { PageTitle } from "./PageTitle.tsx";
import { stateSortOptions } from "./state-sort-options.ts";

export interface ListPageProps<Row> extends Omit<DataTableProps<Row>, "caption" | "actions" | "sortOptions"> {
  /** The page's heading, which also names the table. */
  readonly title: string;
  /** A failure's text, shown above the table in the error box and announced. */
  readonly problem?: string | undefined;
  /** Any other line above the table (a success notice). */
  readonly notice?: ReactNode;
  /** The create button's label and action; without it the list has no create button. */
  readonly create?: { readonly label: string; readonly onCreate: () => void } | undefined;
  /** The sort options; the four state sorts of spec §2 unless the list has its own. */
  readonly sortOptions?: DataTableProps<Row>["sortOptions"];
}

/** A console list (spec §2): its heading, a failure or notice line, and the table with its create button. */
export function ListPage<Row>({
  title,
  problem,
  notice,
  create,
  sortOptions,
  ...table
}: ListPageProps<Row>): ReactElement {
  const { _ } = useLingui();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {problem ? (
        <ListNotice $problem role="alert">
          {problem}
        </ListNotice>
      ) : (
        notice
      )}
      <DataTable
        {...table}
        caption={title}
        sortOptions={sortOptions ?? stateSortOptions(_)}
        {...(create ? { actions: <Button onClick={create.onCreate}>{create.label}</Button> } : {})}
      />
    </>
  );
}
