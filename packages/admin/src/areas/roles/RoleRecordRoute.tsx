import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useCallback } from "react";
import { useOpenedRecord } from "../../routing/opened-record.ts";
import { useRecordOutlet } from "../../routing/record-outlet.tsx";
import { RoleCardScreen } from "./RoleCardScreen.tsx";
import type { RoleCardTab } from "./role-card.ts";

const route = getRouteApi("/roles/$roleId");

/** /roles/<id> and /roles/new: the role card in the list's place, its tab in the address. */
export function RoleRecordRoute(): ReactElement {
  const { roleId } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const { close } = useRecordOutlet();
  const opened = useOpenedRecord(roleId);
  const onTabChange = useCallback(
    (next: string) =>
      void navigate({
        search: (prev) => ({ ...prev, tab: next as RoleCardTab }),
        replace: true,
        state: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return (
    <RoleCardScreen
      key={opened.screenKey}
      id={opened.shown}
      tab={tab}
      onTabChange={onTabChange}
      onLeave={() => close()}
      onCreated={(id) => {
        opened.created(id);
        void navigate({ params: { roleId: id }, search: (prev) => prev, replace: true, state: true });
      }}
    />
  );
}
