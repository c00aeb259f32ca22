import { createContext } from "react";

/** A navigation away from a record, held by the page while the form asks about unsaved changes. */
export interface HeldNavigation {
  /** A navigation waits for the administrator's answer. */
  readonly held: boolean;
  /** Lets it go on. */
  readonly proceed: () => void;
  /** Cancels it: the page stays on the record. */
  readonly stay: () => void;
}

/**
 * Holds a navigation away from a form while it is `active` (edited, with unsaved changes) and `guarded()` still
 * answers true at the moment of leaving (the form may have just let itself go). The console gives its router's
 * blocker (Back, a menu's link, a reload or a closed tab); a form outside a router, as in stories and tests,
 * holds nothing.
 */
export type UseLeaveGuard = (active: boolean, guarded: () => boolean) => HeldNavigation;

export const nothingHeld: HeldNavigation = { held: false, proceed: () => undefined, stay: () => undefined };

const useNoLeaveGuard: UseLeaveGuard = () => nothingHeld;

/** Which leave guard the record forms below use: a hook, the same one for the provider's whole life. */
export const LeaveGuardContext = createContext<UseLeaveGuard>(useNoLeaveGuard);
