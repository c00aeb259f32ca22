import { type AppForAssign, isHiddenApplication, type Role, type RoleSaveRequestSchema } from "@gse/contract";
import type * as v from "valibot";
import { filterRows, type ListState } from "../../pieces/list-state.ts";

/**
 * GET /api/role/list answers every role at once (spec §7), so the list's search, sorts and pages run here, on
 * the records the screen holds, as the privileges list does.
 */
export interface RolePage {
  readonly rows: readonly Role[];
  readonly total: number;
}

const isActive = (role: Role) => role.idstate === 0;
const time = (role: Role) => (role.createdon ? Date.parse(role.createdon) : 0) || 0;
const byName = (a: Role, b: Role) => a.name.localeCompare(b.name, "es");

/** Activo and Inactivo put that state first (then by name); Más reciente and Más antiguo go by creation. */
const orders: Record<string, (a: Role, b: Role) => number> = {
  active: (a, b) => Number(isActive(b)) - Number(isActive(a)) || byName(a, b),
  inactive: (a, b) => Number(isActive(a)) - Number(isActive(b)) || byName(a, b),
  newest: (a, b) => time(b) - time(a) || b.id - a.id,
  oldest: (a, b) => time(a) - time(b) || a.id - b.id,
};

/** What a search looks in: the name, the alias, the description and the applications' titles. */
export const roleSearchText = (role: Role) =>
  `${role.name} ${role.alias ?? ""} ${role.description ?? ""} ${role.sharedApps ?? ""}`;

/** The page `state` asks for, searched, sorted and cut from all the roles. */
export function rolePage(records: readonly Role[], state: ListState): RolePage {
  const found = filterRows(records, roleSearchText, state.search);
  const sorted = [...found].sort(orders[state.sort] ?? orders.newest);
  const start = state.page * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), total: sorted.length };
}

/**
 * The titles of a role's applications, in the role's order, RESETOTP left out (spec §2). `sharedApps` has the
 * titles already, but titles cannot tell the hidden application apart, so the names are looked up instead;
 * a name the table lacks shows as itself.
 */
export function roleApplicationTitles(role: Role, applications: readonly AppForAssign[]): string[] {
  const titles = new Map(applications.map((app) => [app.name.toLowerCase(), app.title]));
  return role.application
    .map((entry) => entry.name)
    .filter((name) => !isHiddenApplication(name))
    .map((name) => titles.get(name.toLowerCase()) ?? name);
}

export type RoleSaveBody = v.InferInput<typeof RoleSaveRequestSchema>;

/**
 * The role as POST /api/role/modify takes it with its state switched: spec §4 sends idstate as the string "0"
 * to activate and "1" to inactivate; everything else goes back as it was read.
 */
export function roleWithState(role: Role, active: boolean): RoleSaveBody {
  return {
    id: role.id,
    name: role.name,
    description: role.description ?? "",
    alias: role.alias ?? "",
    application: role.application.map((entry) => ({
      name: entry.name,
      privilege: [...entry.privilege],
      isVisible: entry.isVisible,
    })),
    idstate: active ? "0" : "1",
  };
}
