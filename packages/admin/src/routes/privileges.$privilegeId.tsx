import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { UnreadableRecord } from "../routing/record-outlet.tsx";
import { NumberedRecordKey, recordKey, recordSegment } from "../routing/record-params.ts";
import { privilegesRoute } from "./privileges.tsx";

/** /privileges/<id> and /privileges/new: the privilege card (one tab) in the list's place. */
export const privilegeRoute = createRoute({
  getParentRoute: () => privilegesRoute,
  path: "$privilegeId",
  params: {
    parse: ({ privilegeId }) => ({ privilegeId: recordKey(NumberedRecordKey, privilegeId) }),
    stringify: ({ privilegeId }) => ({ privilegeId: recordSegment(privilegeId) }),
  },
  component: lazyRouteComponent(
    () => import("../areas/privileges/PrivilegeRecordRoute.tsx"),
    "PrivilegeRecordRoute",
  ),
  notFoundComponent: UnreadableRecord,
});
