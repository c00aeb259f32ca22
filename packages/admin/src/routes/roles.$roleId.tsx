import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { roleCardTabs } from "../areas/roles/role-card.ts";
import { UnreadableRecord } from "../routing/record-outlet.tsx";
import { NumberedRecordKey, recordKey, recordSegment, recordTabSchema } from "../routing/record-params.ts";
import { rolesRoute } from "./roles.tsx";

/** /roles/<id> and /roles/new: the role card in the list's place, its open tab in `?tab=`. */
export const roleRoute = createRoute({
  getParentRoute: () => rolesRoute,
  path: "$roleId",
  params: {
    parse: ({ roleId }) => ({ roleId: recordKey(NumberedRecordKey, roleId) }),
    stringify: ({ roleId }) => ({ roleId: recordSegment(roleId) }),
  },
  validateSearch: recordTabSchema(roleCardTabs),
  // The first tab is left out of the address.
  search: { middlewares: [stripSearchParams({ tab: roleCardTabs[0] })] },
  component: lazyRouteComponent(() => import("../areas/roles/RoleRecordRoute.tsx"), "RoleRecordRoute"),
  notFoundComponent: UnreadableRecord,
});
