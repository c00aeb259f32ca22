import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { LeaveGuardContext } from "../pieces/record-form/leave-guard.ts";
import { useRouterLeaveGuard } from "../routing/router-leave-guard.ts";
import { ConsoleShell } from "../shell/ConsoleShell.tsx";

/** What every route's loader and component can reach. */
export interface ConsoleRouterContext {
  readonly queryClient: QueryClient;
}

/** The console's frame around every route; its record forms hold a navigation away through the router. */
function ConsoleRoot() {
  return (
    <LeaveGuardContext.Provider value={useRouterLeaveGuard}>
      <ConsoleShell />
    </LeaveGuardContext.Provider>
  );
}

/** The root of the console's routes (administration spec §2), below the portal's sign-in. */
export const rootRoute = createRootRouteWithContext<ConsoleRouterContext>()({ component: ConsoleRoot });
