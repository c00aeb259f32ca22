import { findRoute, type ScreenSlot } from "@gse/sdk";

/**
 * The slot a page load most likely shows first, from the SDK's route table: its route's, or the login for `/`
 * and for every path that sends a visitor without a session to /Login; none for the console's routes.
 */
export function screenSlotOf(pathname: string): ScreenSlot | undefined {
  const route = findRoute(pathname);
  if (route?.console && !route.slot) return undefined;
  return route?.slot ?? "login";
}
