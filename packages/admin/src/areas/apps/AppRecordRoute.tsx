import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useCallback } from "react";
import { useOpenedRecord } from "../../routing/opened-record.ts";
import { useRecordOutlet } from "../../routing/record-outlet.tsx";
import { newRecord } from "../../routing/record-params.ts";
import { AppFormScreen } from "./AppFormScreen.tsx";
import type { ApplicationTabId } from "./app-form.ts";

const route = getRouteApi("/apps/$appId");

/** /apps/<id> and /apps/new: the application form in the list's place, its tab in the address. */
export function AppRecordRoute(): ReactElement {
  const { appId } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const { close } = useRecordOutlet();
  const opened = useOpenedRecord(appId);
  const onTabChange = useCallback(
    (next: string) =>
      void navigate({
        search: (prev) => ({ ...prev, tab: next as ApplicationTabId }),
        replace: true,
        state: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return (
    <AppFormScreen
      key={opened.screenKey}
      // Spec §2: a new application's form has id 0.
      id={opened.shown === newRecord ? 0 : opened.shown}
      tab={tab}
      onTabChange={onTabChange}
      onLeave={() => close()}
      onCreated={(id) => {
        opened.created(id);
        void navigate({ params: { appId: id }, search: (prev) => prev, replace: true, state: true });
      }}
    />
  );
}
