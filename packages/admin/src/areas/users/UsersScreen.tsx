import { useLingui } from "@gse/sdk";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, type ReactElement, Suspense, useState } from "react";
import { listFailureText, userMessageOf } from "../../data/console-api.ts";
import { AlertDialog, type AlertKind } from "../../pieces/AlertDialog.tsx";
import { ConfirmDialog } from "../../pieces/ConfirmDialog.tsx";
import { type ListSearch, stateSorts, toListSearch, toListState } from "../../routing/list-search.ts";
import { UserListView } from "./UserListView.tsx";
import { useUserList } from "./user-list-query.ts";
import { useUserStateMutations } from "./user-state-mutations.ts";

const route = getRouteApi("/users");

/** The form (and TanStack Form under it) loads when first opened: /users is the console's first list after sign-in. */
const UserFormScreen = lazy(() =>
  import("./UserFormScreen.tsx").then((module) => ({ default: module.UserFormScreen })),
);

/** /users: the list's state comes from the URL and goes back to it, so reload and Back restore it. */
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
  // The form opens inside /users, as the privilege card does inside /privileges: the SDK's route table knows
  // the console's areas by their exact paths. A key per user, so a reactivated user opens afresh.
  const [form, setForm] = useState<string>();
  const failed = (error: unknown) =>
    setNotice({
      kind: "error",
      message: userMessageOf(error),
    });
  const problem = listFailureText(list.error);
  if (form !== undefined) {
    return (
      <Suspense fallback={<p role="status">{_("Cargando")}</p>}>
        <UserFormScreen
          key={form}
          id={form}
          onLeave={() => setForm(undefined)}
          onCreated={(message) => {
            setForm(undefined);
            setCreated(message);
          }}
          onOpenUser={setForm}
        />
      </Suspense>
    );
  }

  return (
    <>
      <UserListView
        users={list.data?.users ?? []}
        total={list.data?.rows ?? 0}
        state={state}
        onStateChange={(next) => void navigate({ to: "/users", search: toListSearch(next, stateSorts) })}
        loading={list.isFetching}
        onOpen={(user) => setForm(user.id)}
        onCreate={() => setForm("new")}
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
