import { Button } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { type ReactElement, type ReactNode, useState } from "react";
import { AlertDialog } from "./AlertDialog.tsx";
import { DataTable, type DataTableProps } from "./DataTable.tsx";
import { PageTitle } from "./PageTitle.tsx";
import { stateSortOptions } from "./state-sort-options.ts";

export interface ListPageProps<Row> extends Omit<DataTableProps<Row>, "caption" | "actions" | "sortOptions"> {
  /** The page's heading, which also names the table. */
  readonly title: string;
  /** A failed load's text, shown in the Error alert (spec §8) until Aceptar. */
  readonly problem?: string | undefined;
  /** Any other line above the table (a success notice). */
  readonly notice?: ReactNode;
  /** The create button's label and action; without it the list has no create button. */
  readonly create?: { readonly label: string; readonly onCreate: () => void } | undefined;
  /** The sort options; the four state sorts of spec §2 unless the list has its own. */
  readonly sortOptions?: DataTableProps<Row>["sortOptions"];
}

/** A console list (spec §2): its heading, a notice line, the table with its create button, and a failed load's Error alert. */
export function ListPage<Row>({
  title,
  problem,
  notice,
  create,
  sortOptions,
  ...table
}: ListPageProps<Row>): ReactElement {
  const { _ } = useLingui();
  // The alert closes on Aceptar; the same failure does not reopen it, a new one does.
  const [dismissed, setDismissed] = useState<string>();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {!problem && notice}
      <AlertDialog
        open={problem !== undefined && problem !== dismissed}
        kind="error"
        message={problem ?? ""}
        onClose={() => setDismissed(problem)}
      />
      <DataTable
        {...table}
        caption={title}
        sortOptions={sortOptions ?? stateSortOptions(_)}
        {...(create ? { actions: <Button onClick={create.onCreate}>{create.label}</Button> } : {})}
      />
    </>
  );
}
