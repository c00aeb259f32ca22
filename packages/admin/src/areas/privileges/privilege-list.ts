import { type AppForAssign, isHiddenApplication, type Privilege, RecordState } from "@gse/contract";
import { filterRows, type ListState } from "../../pieces/list-state.ts";

/**
 * GET /api/privilege/list answers every privilege at once (spec §7), so the list's search, sorts and pages
 * run here, on the records the screen holds.
 */
export interface PrivilegePage {
  readonly rows: readonly Privilege[];
  readonly total: number;
}

const isActive = (privilege: Privilege) => privilege.idstate === RecordState.active;
const time = (privilege: Privilege) => (privilege.createdon ? Date.parse(privilege.createdon) : 0) || 0;
const byName = (a: Privilege, b: Privilege) => a.name.localeCompare(b.name, "es");

/** Activo and Inactivo put that state first (then by name); Más reciente and Más antiguo go by creation. */
const orders: Record<string, (a: Privilege, b: Privilege) => number> = {
  active: (a, b) => Number(isActive(b)) - Number(isActive(a)) || byName(a, b),
  inactive: (a, b) => Number(isActive(a)) - Number(isActive(b)) || byName(a, b),
  newest: (a, b) => time(b) - time(a) || b.id - a.id,
  oldest: (a, b) => time(a) - time(b) || a.id - b.id,
};

/** What a search looks in: the name, the description and the applications' titles. */
export const privilegeSearchText = (privilege: Privilege) =>
  `${privilege.name} ${privilege.description ?? ""} ${privilege.sharedApps ?? ""}`;

/** The page `state` asks for, searched, sorted and cut from all the privileges. */
export function privilegePage(records: readonly Privilege[], state: ListState): PrivilegePage {
  const found = filterRows(records, privilegeSearchText, state.search);
  const sorted = [...found].sort(orders[state.sort] ?? orders.newest);
  const start = state.page * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), total: sorted.length };
}

/** Spec §2: the creation date as day/month/year (UTC, as the server stamps it); empty when there is none. */
export function creationDay(createdon: string | null | undefined): string {
  const at = createdon ? new Date(createdon) : undefined;
  if (!at || Number.isNaN(at.getTime())) return "";
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
}

/** The privilege as POST /api/privilege/modify takes it, with its state or licence flipped by a switch. */
export function toggled(privilege: Privilege, change: { idstate?: number; licence?: boolean }) {
  return {
    id: privilege.id,
    name: privilege.name,
    description: privilege.description ?? "",
    idstate: change.idstate ?? privilege.idstate,
    licence: change.licence ?? privilege.licence,
    isAuditable: privilege.isAuditable,
    application: [...privilege.application],
  };
}

/**
 * The titles of the privilege's applications (the commercial names `sharedApps` holds, spec §3), RESETOTP left
 * out (spec §2). Titles cannot tell the hidden application apart, so the names are looked up in `applications`;
 * a name it lacks shows as itself.
 */
export function applicationTitles(privilege: Privilege, applications: readonly AppForAssign[]): string[] {
  const titles = new Map(applications.map((app) => [app.name.toLowerCase(), app.title]));
  return privilege.application
    .filter((name) => !isHiddenApplication(name))
    .map((name) => titles.get(name.toLowerCase()) ?? name);
}
