import { useLingui } from "@gse/sdk";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useState } from "react";
import { listFailureText, userMessageOf } from "../../data/console-api.ts";
import { AlertDialog, type AlertKind } from "../../pieces/AlertDialog.tsx";
import { ConfirmDialog } from "../../pieces/ConfirmDialog.tsx";
import { type ListSearch, stateSorts, toListSearch, toListState } from "../../routing/list-search.ts";
import {
  type ClosingNotice,
  openedFromList,
  RecordOutlet,
  useRecordOpen,
} from "../../routing/record-outlet.tsx";
import { newRecord } from "../../routing/record-params.ts";
import { UserListView } from "./UserListView.tsx";
import { useUserList } from "./user-list-query.ts";
import { useUserStateMutations } from "./user-state-mutations.ts";

const route = getRouteApi("/users");

/**
 * /users: the list's state comes from the URL and goes back to it, so reload and Back restore it. A user's form
 * opens at its own address (/users/<id>, /users/new) in the list's place; its route, and TanStack Form under
 * it, load when first opened: /users is the console's first list after sign-in.
 */
export function UsersScreen(): ReactElement {
  // Parsed by the route's valibot schema on the way in; named here by that schema's type.
  const search: ListSearch<(typeof stateSorts)[number]> = route.useSearch();
  const navigate = route.useNavigate();
  const state = toListState(search);
  const list = useUserList(state);
  const { _ } = useLingui();
  const { setState, remove } = useUserStateMutations();
  const [notice, setNotice] = useState<{ kind: AlertKind; message: string }>();
  // 'El usuario fue creado con éxito' closes by itself after 1.5 s, like the form's other confirmations (§9).
  const [created, setCreated] = useState<string>();
  const recordOpen = useRecordOpen();
  const failed = (error: unknown) =>
    setNotice({
      kind: "error",
      message: userMessageOf(error),
    });
  const problem = listFailureText(list.error);
  const closed = (after: ClosingNotice) => {
    if (after.kind === "confirmation") setCreated(after.message);
    else if (after.kind === "missing")
      setNotice({ kind: "error", message: _("No se encontró el usuario {id}", { id: after.record }) });
    else setNotice(after);
  };
  const open = (userId: string) =>
    void navigate({ to: "/users/$userId", params: { userId }, search: true, state: openedFromList });
  if (recordOpen) return <RecordOutlet list="/users" onClosed={closed} />;

  return (
    <>
      <UserListView
        users={list.data?.users ?? []}
        total={list.data?.rows ?? 0}
        state={state}
        onStateChange={(next) => void navigate({ to: "/users", search: toListSearch(next, stateSorts) })}
        loading={list.isFetching}
        onOpen={(user) => open(user.id)}
        onCreate={() => open(newRecord)}
        problem={problem}
        actions={{
          onToggleState: async (user, active) => {
            try {
              await setState.mutateAsync({ user, active });
              setNotice({
                kind: "notification",
                message: active
                  ? _("El usuario quedó en estado activo")
                  : _("El usuario quedó en estado inactivo"),
              });
            } catch (error) {
              failed(error);
            }
          },
          onDelete: async (user) => {
            try {
              // The server's own message (spec §7: A10 shows it).
              setNotice({ kind: "notification", message: (await remove.mutateAsync(user)).information });
            } catch (error) {
              failed(error);
            }
          },
        }}
      />
      <ConfirmDialog
        open={created !== undefined}
        message={created ?? ""}
        onClose={() => setCreated(undefined)}
      />
      <AlertDialog
        open={notice !== undefined}
        kind={notice?.kind ?? "notification"}
        message={notice?.message ?? ""}
        onClose={() => setNotice(undefined)}
      />
    </>
  );
}
