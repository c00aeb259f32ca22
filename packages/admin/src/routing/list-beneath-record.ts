import { recordRoutes, samePath } from "@gse/sdk";
import type { HostHistory } from "./host-history.ts";

const stateIndexKey = "__TSR_index";

/** A record's address (`/users/42?tab=roles`): its list's path, as the SDK's table writes it, or none. */
export function listOfRecord(pathname: string): string | undefined {
  const list = /^(\/[^/]+)\/[^/]+\/?$/.exec(pathname)?.[1];
  return list === undefined ? undefined : recordRoutes.find((route) => samePath(route, list));
}

/**
 * The console opening straight on a record (a link typed, pasted or bookmarked in this tab): the list goes in
 * the record's entry and the record is pushed above it, marked as opened from its list, so Back and the form's
 * back icon close the record to its list instead of leaving the console. A reload keeps the entry's mark, so
 * this happens once per entry. The list keeps its own search (`/users/42?search=ana` sits on `/users?search=ana`).
 */
export function listBeneathRecord(host: HostHistory): void {
  const { pathname, search, state } = host.location;
  const list = listOfRecord(pathname);
  const current = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  if (list === undefined || current.recordFromList === true) return;
  const index = typeof current[stateIndexKey] === "number" ? current[stateIndexKey] : 0;
  const listSearch = new URLSearchParams(search);
  listSearch.delete("tab");
  const query = listSearch.toString();
  host.replace(`${list}${query ? `?${query}` : ""}`, { ...current, [stateIndexKey]: index });
  host.push(`${pathname}${search}`, {
    recordFromList: true,
    __TSR_key: Math.random().toString(36).slice(2),
    [stateIndexKey]: index + 1,
  });
}
