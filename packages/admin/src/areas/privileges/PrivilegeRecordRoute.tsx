import { getRouteApi } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { useOpenedRecord } from "../../routing/opened-record.ts";
import { useRecordOutlet } from "../../routing/record-outlet.tsx";
import { PrivilegeCardScreen } from "./PrivilegeCardScreen.tsx";

const route = getRouteApi("/privileges/$privilegeId");

/** /privileges/<id> and /privileges/new: the privilege card in the list's place; Back or its back icon closes it. */
export function PrivilegeRecordRoute(): ReactElement {
  const { privilegeId } = route.useParams();
  const navigate = route.useNavigate();
  const { close } = useRecordOutlet();
  const opened = useOpenedRecord(privilegeId);
  return (
    <PrivilegeCardScreen
      key={opened.screenKey}
      id={opened.shown}
      onLeave={() => close()}
      onCreated={(id) => {
        opened.created(id);
        void navigate({ params: { privilegeId: id }, search: (prev) => prev, replace: true, state: true });
      }}
    />
  );
}
