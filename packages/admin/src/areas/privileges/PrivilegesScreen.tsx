import { type Privilege, RecordState } from "@gse/contract";
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
import { PrivilegeListView } from "./PrivilegeListView.tsx";
import { applicationTitles, privilegePage, toggled } from "./privilege-list.ts";
import {
  useDeletePrivilege,
  useModifyPrivilege,
  usePrivilegeApplications,
  usePrivilegeList,
} from "./privilege-queries.ts";

const route = getRouteApi("/privileges");

/**
 * /privileges: the list's state lives in the URL; the switches confirm, save and reload the list (spec §4). A
 * privilege's card opens at its own address (/privileges/<id>, /privileges/new) in the list's place.
 */
export function PrivilegesScreen(): ReactElement {
  const { _ } = useLingui();
  const search: ListSearch<(typeof stateSorts)[number]> = route.useSearch();
  const navigate = route.useNavigate();
  const state = toListState(search);
  const list = usePrivilegeList();
  const modify = useModifyPrivilege();
  const remove = useDeletePrivilege();
  const applications = usePrivilegeApplications(0);
  const [alert, setAlert] = useState<{ kind: AlertKind; message: string }>();
  const recordOpen = useRecordOpen();
  const page = privilegePage(list.data ?? [], state);
  const problem = listFailureText(list.error);

  const save = async (
    privilege: Privilege,
    change: { idstate?: number; licence?: boolean },
    done?: string,
  ) => {
    try {
      await modify.mutateAsync(toggled(privilege, change));
      if (done) setAlert({ kind: "notification", message: done });
    } catch (error) {
      const message = listFailureText(error);
      if (message) setAlert({ kind: "error", message });
    }
  };

  // The server's text either way: the refusal of a privilege roles grant names what to do (catalog-translated).
  const deletePrivilege = async (privilege: Privilege) => {
    try {
      setAlert({ kind: "notification", message: await remove.mutateAsync(privilege.id) });
    } catch (error) {
      const message = listFailureText(error);
      if (message) setAlert({ kind: "error", message });
    }
  };

  const closed = (after: ClosingNotice) => {
    if (after.kind === "missing")
      setAlert({ kind: "error", message: _("No se encontró el privilegio {id}", { id: after.record }) });
    else if (after.kind !== "confirmation") setAlert(after);
  };
  const open = (privilegeId: number | typeof newRecord) =>
    void navigate({
      to: "/privileges/$privilegeId",
      params: { privilegeId },
      search: true,
      state: openedFromList,
    });
  if (recordOpen) return <RecordOutlet list="/privileges" onClosed={closed} />;

  return (
    <>
      <PrivilegeListView
        privileges={page.rows}
        total={page.total}
        state={state}
        onStateChange={(next) => void navigate({ to: "/privileges", search: toListSearch(next, stateSorts) })}
        loading={list.isFetching}
        onToggleState={(privilege, active) =>
          save(
            privilege,
            { idstate: active ? RecordState.active : RecordState.inactive },
            active
              ? _("El privilegio quedó en estado activo para todas las aplicaciones asociadas")
              : _("El privilegio quedó en estado inactivo para todas las aplicaciones asociadas"),
          )
        }
        onToggleLicence={(privilege, licence) => save(privilege, { licence })}
        onDelete={deletePrivilege}
        applicationTitles={(privilege) => applicationTitles(privilege, applications.data ?? [])}
        onOpen={(privilege) => open(privilege.id)}
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
