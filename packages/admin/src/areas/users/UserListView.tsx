import type { AdminUser } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import type { DataTableColumn } from "../../pieces/DataTable.tsx";
import { ListPage } from "../../pieces/ListPage.tsx";
import type { ListState } from "../../pieces/list-state.ts";
import { type UserStateActions, UserStateCell } from "./UserStateCell.tsx";

const documentFormat = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });

/** Spec §2: the document with the es-CO locale's thousands separators (1.020.304.050); other documents as they are. */
export function formatDocument(document: string): string {
  return /^\d{1,15}$/.test(document) ? documentFormat.format(Number(document)) : document;
}

export interface UserListViewProps {
  readonly users: readonly AdminUser[];
  readonly total: number;
  readonly state: ListState;
  readonly onStateChange: (next: ListState) => void;
  readonly loading: boolean;
  readonly onOpen?: (user: AdminUser) => void;
  /** Crear usuario: opens a new user's form. */
  readonly onCreate?: () => void;
  /** A failure's text, shown above the table. */
  readonly problem?: string | undefined;
  /** The state toggle and delete of types 2 and 4; without them the state column is text only. */
  readonly actions?: UserStateActions;
}

/** /users (administration spec §2 "Users list"): title Usuarios and the searchable, paginated table. */
export function UserListView({
  users,
  total,
  state,
  onStateChange,
  loading,
  onOpen,
  onCreate,
  problem,
  actions,
}: UserListViewProps) {
  const { _ } = useLingui();
  const columns: DataTableColumn<AdminUser>[] = [
    { id: "userName", header: _("Usuario"), cell: (user) => user.userName, text: (user) => user.userName },
    { id: "names", header: _("Nombres"), cell: (user) => user.names, text: (user) => user.names },
    { id: "surnames", header: _("Apellidos"), cell: (user) => user.surnames, text: (user) => user.surnames },
    {
      id: "document",
      header: _("Documento"),
      cell: (user) => formatDocument(user.document),
      text: (user) => `${user.document} ${formatDocument(user.document)}`,
    },
    { id: "email", header: _("Correo electrónico"), cell: (user) => user.email, text: (user) => user.email },
    {
      id: "state",
      header: _("Estado"),
      cell: (user) => <UserStateCell user={user} {...(actions ? { actions } : {})} />,
    },
  ];
  return (
    <ListPage
      title={_("Usuarios")}
      problem={problem}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      total={total}
      state={state}
      onStateChange={onStateChange}
      loading={loading}
      {...(onOpen ? { onOpen } : {})}
      create={onCreate && { label: _("Crear usuario"), onCreate }}
    />
  );
}
