import { type ShouldBlockFn, useBlocker } from "@tanstack/react-router";
import { useCallback, useRef } from "react";
import { nothingHeld, type UseLeaveGuard } from "../pieces/record-form/leave-guard.ts";

/**
 * The record forms' leave guard over the console's router: while active and `guarded()`, a navigation to another path
 * (Back, a menu's link) waits for the form's question, and a reload or a closed tab gets the browser's own. A
 * change that stays on the record's path (its tab in the address) is never held.
 */
export const useRouterLeaveGuard: UseLeaveGuard = (active, guarded) => {
  const latest = useRef(guarded);
  latest.current = guarded;
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    ({ current, next }) => current.pathname !== next.pathname && latest.current(),
    [],
  );
  const beforeUnload = useCallback(() => latest.current(), []);
  // Registered only while there is something to lose: a Back from a record at rest is the browser's own.
  const blocker = useBlocker({
    shouldBlockFn,
    enableBeforeUnload: beforeUnload,
    withResolver: true,
    disabled: !active,
  });
  return blocker.status === "blocked"
    ? { held: true, proceed: blocker.proceed, stay: blocker.reset }
    : nothingHeld;
};
