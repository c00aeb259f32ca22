import type { Application } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useState } from "react";
import { listFailureText, userMessageOf } from "../../data/console-api.ts";
import { AlertDialog } from "../../pieces/AlertDialog.tsx";
import { ListNotice } from "../../pieces/ListNotice.tsx";
import { inactiveFirstSorts, type ListSearch, toListSearch, toListState } from "../../routing/list-search.ts";
import {
  type ClosingNotice,
  openedFromList,
  RecordOutlet,
  useRecordOpen,
} from "../../routing/record-outlet.tsx";
import { newRecord } from "../../routing/record-params.ts";
import { AppListView } from "./AppListView.tsx";
import { applicationPage } from "./app-list.ts";
import { useApplicationList, useApplicationStateSwitch } from "./app-list-query.ts";

const route = getRouteApi("/apps");

/**
 * /apps: the list's state comes from the URL; the list call answers every application, paged here. An
 * application's form opens at its own address (/apps/<id>, /apps/new) in the list's place.
 */
export function AppsScreen(): ReactElement {
  const { _ } = useLingui();
  const search: ListSearch<(typeof inactiveFirstSorts)[number]> = route.useSearch();
  const navigate = route.useNavigate();
  const state = toListState(search);
  const list = useApplicationList();
  const switchState = useApplicationStateSwitch();
  const [updated, setUpdated] = useState(false);
  const [failure, setFailure] = useState<string>();
  const recordOpen = useRecordOpen();
  const page = applicationPage(list.data ?? [], state);
  const problem = listFailureText(list.error);

  const onSwitchState = async (app: Application) => {
    setUpdated(false);
    try {
      await switchState.mutateAsync(app);
      setUpdated(true);
    } catch (error) {
      setFailure(userMessageOf(error));
    }
  };

  const closed = (after: ClosingNotice) => {
    if (after.kind === "missing") setFailure(_("No se encontró la aplicación {id}", { id: after.record }));
    else if (after.kind !== "confirmation") setFailure(after.message);
  };
  const open = (appId: number | typeof newRecord) =>
    void navigate({ to: "/apps/$appId", params: { appId }, search: true, state: openedFromList });
  if (recordOpen) return <RecordOutlet list="/apps" onClosed={closed} />;

  return (
    <>
      <AppListView
        apps={page.rows}
        total={page.total}
        state={state}
        onStateChange={(next) =>
          void navigate({ to: "/apps", search: toListSearch(next, inactiveFirstSorts) })
        }
        loading={list.isFetching}
        onSwitchState={onSwitchState}
        onOpen={(app) => open(app.id)}
        onCreate={() => open(newRecord)}
        problem={problem}
        notice={
          <output aria-live="polite">
            {updated && <ListNotice>{_("La aplicación ha sido actualizada")}</ListNotice>}
          </output>
        }
      />
      <AlertDialog
        open={failure !== undefined}
        kind="error"
        message={failure ?? ""}
        onClose={() => setFailure(undefined)}
      />
    </>
  );
}
