import { getRouteApi } from "@tanstack/react-router";
import { type ReactElement, useCallback } from "react";
import { useRecordOutlet } from "../../routing/record-outlet.tsx";
import { UserFormScreen } from "./UserFormScreen.tsx";
import type { UserFormTab } from "./user-form-values.ts";

const route = getRouteApi("/users/$userId");

/**
 * /users/<id> and /users/new: the user form in the list's place, its tab in the address. Back or the form's own
 * back icon closes it; a created user closes it with the list's notice; a reactivated user takes its place.
 */
export function UserRecordRoute(): ReactElement {
  const { userId } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const { close } = useRecordOutlet();
  const onTabChange = useCallback(
    (next: string) =>
      void navigate({
        search: (prev) => ({ ...prev, tab: next as UserFormTab }),
        replace: true,
        state: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return (
    // A key per user, so a reactivated user opens afresh.
    <UserFormScreen
      key={userId}
      id={userId}
      tab={tab}
      onTabChange={onTabChange}
      onLeave={() => close()}
      onCreated={(message) => close({ kind: "confirmation", message })}
      onOpenUser={(id) =>
        void navigate({ params: { userId: id }, search: (prev) => prev, replace: true, state: true })
      }
    />
  );
}
