import { type Privilege, RecordState } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useState } from "react";
import { listFailureText } from "../../data/console-api.ts";
import { AlertDialog, type AlertKind } from "../../pieces/AlertDialog.tsx";
import { type ListSearch, stateSorts, toListSearch, toListState } from "../../routing/list-search.ts";
import { PrivilegeCardScreen } from "./PrivilegeCardScreen.tsx";
import { PrivilegeListView } from "./PrivilegeListView.tsx";
import { applicationTitles, privilegePage, toggled } from "./privilege-list.ts";
import { useModifyPrivilege, usePrivilegeApplications, usePrivilegeList } from "./privilege-queries.ts";

const route = getRouteApi("/privileges");

/** /privileges: the list's state lives in the URL; the switches confirm, save and reload the list (spec §4). */
export function PrivilegesScreen(): ReactElement {
  const { _ } = useLingui();
  const search: ListSearch<(typeof stateSorts)[number]> = route.useSearch();
  const navigate = route.useNavigate();
  const state = toListState(search);
  const list = usePrivilegeList();
  const modify = useModifyPrivilege();
  const applications = usePrivilegeApplications(0);
  const [alert, setAlert] = useState<{ kind: AlertKind; message: string }>();
  const [card, setCard] = useState<number | "new">();
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

  if (card !== undefined) return <PrivilegeCardScreen id={card} onLeave={() => setCard(undefined)} />;

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
        applicationTitles={(privilege) => applicationTitles(privilege, applications.data ?? [])}
        onOpen={(privilege) => setCard(privilege.id)}
        onCreate={() => setCard("new")}
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
