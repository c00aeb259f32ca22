import { isHiddenApplication, RecordState, type Role, type UserRoleAssignment } from "@gse/contract";
import { splitSharedApps } from "../../pieces/app-names.ts";

/** Role names are cut at 40 characters in display (spec §2, §9). */
export const ROLE_NAME_DISPLAY = 40;

/** The role's name as the table shows it: cut at 40 characters, an ellipsis saying it was. */
export const cutRoleName = (name: string) =>
  name.length > ROLE_NAME_DISPLAY ? `${name.slice(0, ROLE_NAME_DISPLAY)}…` : name;

/** An application in the roles tab's left list, with how many of its roles the user holds. */
export interface RoleApplicationEntry {
  readonly name: string;
  readonly title: string;
  /** The application's roles the tab lists. */
  readonly roles: number;
  /** How many of them are assigned in the form's values. */
  readonly assigned: number;
}

/** Only active roles are listed (spec §7: records with idstate 0). */
const listed = (role: Role) => role.idstate === RecordState.active;

/** The applications a role shows in: visible there, RESETOTP never (spec §1). */
function applicationsOf(role: Role): string[] {
  return role.application
    .filter((entry) => entry.isVisible && !isHiddenApplication(entry.name))
    .map((entry) => entry.name);
}

/**
 * Application names to titles, from the roles themselves: a role's `application` entries and its `sharedApps`
 * titles come in the same order (by name), so they pair up; where they do not, the name stands for the title.
 */
function titles(roles: readonly Role[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const role of roles) {
    const shared = splitSharedApps(role.sharedApps);
    if (shared.length !== role.application.length) continue;
    role.application.forEach((entry, index) => {
      const title = shared[index];
      if (title && !found.has(entry.name)) found.set(entry.name, title);
    });
  }
  return found;
}

const assignedSet = (assignments: readonly UserRoleAssignment[]) =>
  new Set(assignments.filter((entry) => entry.assigned).map((entry) => entry.role));

/**
 * The left list (spec §2): every application with listed roles, each with its role count, the application with
 * the most of the user's roles first. The order reads the record's assignments (`stored`), so it stays put
 * while switches change; the counts read the form's (`current`).
 */
export function roleApplications(
  roles: readonly Role[],
  current: readonly UserRoleAssignment[],
  stored: readonly UserRoleAssignment[],
): RoleApplicationEntry[] {
  const names = titles(roles);
  const now = assignedSet(current);
  const before = assignedSet(stored);
  const entries = new Map<string, { roles: number; assigned: number; before: number }>();
  for (const role of roles.filter(listed)) {
    for (const app of applicationsOf(role)) {
      const entry = entries.get(app) ?? { roles: 0, assigned: 0, before: 0 };
      entry.roles += 1;
      if (now.has(role.name)) entry.assigned += 1;
      if (before.has(role.name)) entry.before += 1;
      entries.set(app, entry);
    }
  }
  return [...entries.entries()]
    .sort(
      ([nameA, a], [nameB, b]) =>
        b.before - a.before ||
        b.roles - a.roles ||
        (names.get(nameA) ?? nameA).localeCompare(names.get(nameB) ?? nameB, "es"),
    )
    .map(([name, entry]) => ({
      name,
      title: names.get(name) ?? name,
      roles: entry.roles,
      assigned: entry.assigned,
    }));
}

/**
 * The role table of one application (spec §2): its listed roles, those the record assigns first, then by name.
 * Like the left list, the order reads the record's assignments, not the ones being edited.
 */
export function rolesOfApplication(
  roles: readonly Role[],
  application: string,
  stored: readonly UserRoleAssignment[],
): Role[] {
  const before = assignedSet(stored);
  const rank = (role: Role) => (before.has(role.name) ? 0 : 1);
  return roles
    .filter((role) => listed(role) && applicationsOf(role).includes(application))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, "es"));
}

/** The other applications a role is shared with (its `sharedApps`, this application's title left out). */
export const sharedWith = (role: Role, title: string) =>
  splitSharedApps(role.sharedApps).filter((shared) => shared !== title);

export const isAssigned = (assignments: readonly UserRoleAssignment[], role: string) =>
  assignments.some((entry) => entry.role === role && entry.assigned);

/** Assigns or unassigns the named roles; the list keeps its order and every other entry. */
export function withRoles(
  assignments: readonly UserRoleAssignment[],
  names: readonly string[],
  assigned: boolean,
): UserRoleAssignment[] {
  const chosen = new Set(names);
  const known = new Set(assignments.map((entry) => entry.role));
  const updated = assignments.map((entry) => (chosen.has(entry.role) ? { ...entry, assigned } : entry));
  const added = names.filter((name) => !known.has(name)).map((role) => ({ role, assigned }));
  return [...updated, ...added];
}

/** Whether every named role is assigned: the 'assign all' switch's state. */
export const allAssigned = (assignments: readonly UserRoleAssignment[], names: readonly string[]) =>
  names.length > 0 && names.every((name) => isAssigned(assignments, name));
