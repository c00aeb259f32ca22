import type { Role } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useState } from "react";
import { listFailureText } from "../../data/console-api.ts";
import { AlertDialog, type AlertKind } from "../../pieces/AlertDialog.tsx";
import { type ListSearch, stateSorts, toListSearch, toListState } from "../../routing/list-search.ts";
import {
  type ClosingNotice,
  openedFromList,
  RecordOutlet,
  useRecordOpen,
} from "../../routing/record-outlet.tsx";
import { newRecord } from "../../routing/record-params.ts";
import { usePrivilegeApplications } from "../privileges/privilege-queries.ts";
import { RoleListView } from "./RoleListView.tsx";
import { roleApplicationTitles, rolePage, roleWithState } from "./role-list.ts";
import { useDeleteRole, useRoleList, useSaveRole } from "./role-queries.ts";

const route = getRouteApi("/roles");

/**
 * /roles: the list's state lives in the URL; the state switch confirms, saves and reloads the list (spec §4). A
 * role's card opens at its own address (/roles/<id>, /roles/new) in the list's place.
 */
export function RolesScreen(): ReactElement {
  const { _ } = useLingui();
  const search: ListSearch<(typeof stateSorts)[number]> = route.useSearch();
  const navigate = route.useNavigate();
  const state = toListState(search);
  const list = useRoleList();
  const applications = usePrivilegeApplications(0);
  const save = useSaveRole();
  const remove = useDeleteRole();
  const [alert, setAlert] = useState<{ kind: AlertKind; message: string }>();
  const recordOpen = useRecordOpen();
  const page = rolePage(list.data ?? [], state);
  const problem = listFailureText(list.error);

  const toggle = async (role: Role, active: boolean) => {
    try {
      await save.mutateAsync(roleWithState(role, active));
      setAlert({
        kind: "notification",
        message: active ? _("El Rol quedó en estado activo") : _("El Rol quedó en estado inactivo"),
      });
    } catch (error) {
      const message = listFailureText(error);
      if (message) setAlert({ kind: "error", message });
    }
  };

  // The server's text either way: the refusal of a role users hold names what to do (catalog-translated).
  const deleteRole = async (role: Role) => {
    try {
      setAlert({ kind: "notification", message: await remove.mutateAsync(role.id) });
    } catch (error) {
      const message = listFailureText(error);
      if (message) setAlert({ kind: "error", message });
    }
  };

  const closed = (after: ClosingNotice) => {
    if (after.kind === "missing")
      setAlert({ kind: "error", message: _("No se encontró el rol {id}", { id: after.record }) });
    else if (after.kind !== "confirmation") setAlert(after);
  };
  const open = (roleId: number | typeof newRecord) =>
    void navigate({ to: "/roles/$roleId", params: { roleId }, search: true, state: openedFromList });
  if (recordOpen) return <RecordOutlet list="/roles" onClosed={closed} />;

  return (
    <>
      <RoleListView
        roles={page.rows}
        total={page.total}
        state={state}
        onStateChange={(next) => void navigate({ to: "/roles", search: toListSearch(next, stateSorts) })}
        loading={list.isFetching}
        applicationTitles={(role) => roleApplicationTitles(role, applications.data ?? [])}
        onToggleState={toggle}
        onDelete={deleteRole}
        onOpen={(role) => open(role.id)}
        onCreate={() => open(newRecord)}
        problem={problem}
      />
      <AlertDialog
        open={alert !== undefined}
        kind={alert?.kind ?? "notification"}
        message={alert?.message ?? ""}
        onClose={() => setAlert(undefined)}
      />
    </>
  );
}
