import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { userFormTabs } from "../areas/users/user-form-values.ts";
import { UnreadableRecord } from "../routing/record-outlet.tsx";
import { recordKey, recordSegment, recordTabSchema, UserRecordKey } from "../routing/record-params.ts";
import { usersRoute } from "./users.tsx";

/** /users/<id> and /users/new: the user form in the list's place, its open tab in `?tab=`. */
export const userRoute = createRoute({
  getParentRoute: () => usersRoute,
  path: "$userId",
  params: {
    parse: ({ userId }) => ({ userId: recordKey(UserRecordKey, userId) }),
    stringify: ({ userId }) => ({ userId: recordSegment(userId) }),
  },
  validateSearch: recordTabSchema(userFormTabs),
  // The first tab is left out of the address.
  search: { middlewares: [stripSearchParams({ tab: userFormTabs[0] })] },
  component: lazyRouteComponent(() => import("../areas/users/UserRecordRoute.tsx"), "UserRecordRoute"),
  notFoundComponent: UnreadableRecord,
});
