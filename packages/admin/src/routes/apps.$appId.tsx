import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { applicationTabs } from "../areas/apps/app-form.ts";
import { UnreadableRecord } from "../routing/record-outlet.tsx";
import { NumberedRecordKey, recordKey, recordSegment, recordTabSchema } from "../routing/record-params.ts";
import { appsRoute } from "./apps.tsx";

/** /apps/<id> and /apps/new: the application form in the list's place, its open tab in `?tab=`. */
export const appRoute = createRoute({
  getParentRoute: () => appsRoute,
  path: "$appId",
  params: {
    parse: ({ appId }) => ({ appId: recordKey(NumberedRecordKey, appId) }),
    stringify: ({ appId }) => ({ appId: recordSegment(appId) }),
  },
  validateSearch: recordTabSchema(applicationTabs),
  // The first tab is left out of the address.
  search: { middlewares: [stripSearchParams({ tab: applicationTabs[0] })] },
  component: lazyRouteComponent(() => import("../areas/apps/AppRecordRoute.tsx"), "AppRecordRoute"),
  notFoundComponent: UnreadableRecord,
});
