import {
  type AppForAssign,
  isHiddenApplication,
  type Privilege,
  RecordState,
  type Role,
  type RoleApplication,
} from "@gse/contract";
import type { RoleSaveBody } from "./role-list.ts";

/** The role card's tabs (spec §2: Datos, Aplicaciones), as the address names them (`?tab=applications`). */
export const roleCardTabs = ["data", "applications"] as const;
export type RoleCardTab = (typeof roleCardTabs)[number];

/** What the role card edits (spec §2): Datos holds the first three, Aplicaciones the last. */
export interface RoleValues {
  readonly name: string;
  readonly alias: string;
  readonly description: string;
  /** One entry per application the role is in: its privileges there (names) and its visibility. */
  readonly application: readonly RoleApplication[];
}

export const newRoleValues: RoleValues = { name: "", alias: "", description: "", application: [] };

export function roleValues(role: Role): RoleValues {
  return {
    name: role.name,
    alias: role.alias ?? "",
    description: role.description ?? "",
    application: role.application.map((entry) => ({ ...entry, privilege: [...entry.privilege] })),
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const entryOf = (entries: readonly RoleApplication[], app: string) =>
  entries.find((entry) => same(entry.name, app));

/**
 * The privileges the Aplicaciones tab offers in `app`: the active ones (idstate 0, spec §7 "the role screen
 * keeps only records with idstate 0") assigned in that application, by name. RESETOTP's are never offered,
 * since the application itself is hidden (spec §2).
 */
export function offeredPrivileges(privileges: readonly Privilege[], app: string): Privilege[] {
  if (isHiddenApplication(app)) return [];
  return privileges
    .filter((privilege) => privilege.idstate === RecordState.active)
    .filter((privilege) => privilege.application.some((name) => same(name, app)))
    .sort((a, b) => a.name.localeCompare(b.name, "es"));
}

/** A row of the tab's left list: the application, how many offered privileges the role holds there, visibility. */
export interface RoleApplicationRow {
  readonly name: string;
  readonly title: string;
  readonly count: number;
  readonly isVisible: boolean;
}

/**
 * The left list: every application but RESETOTP, in the table's order. The count is of the privileges shown on
 * the right, so an inactive privilege the role still holds is not counted; an application the role is not in
 * yet is visible by default (spec §3).
 */
export function applicationRows(
  applications: readonly AppForAssign[],
  privileges: readonly Privilege[],
  entries: readonly RoleApplication[],
): RoleApplicationRow[] {
  return applications
    .filter((app) => !isHiddenApplication(app.name))
    .map((app) => {
      const entry = entryOf(entries, app.name);
      const offered = new Set(offeredPrivileges(privileges, app.name).map((privilege) => privilege.name));
      return {
        name: app.name,
        title: app.title,
        count: entry ? entry.privilege.filter((name) => offered.has(name)).length : 0,
        isVisible: entry?.isVisible ?? true,
      };
    });
}

/** The entries with `app`'s changed by `change`, adding the application when the role was not in it. */
function withEntry(
  entries: readonly RoleApplication[],
  app: string,
  change: (entry: RoleApplication) => RoleApplication,
): RoleApplication[] {
  const current = entryOf(entries, app);
  if (!current) return [...entries, change({ name: app, privilege: [], isVisible: true })];
  return entries.map((entry) => (entry === current ? change(entry) : entry));
}

/** One privilege's switch in `app`. */
export function withPrivilege(
  entries: readonly RoleApplication[],
  app: string,
  privilege: string,
  on: boolean,
): RoleApplication[] {
  return withEntry(entries, app, (entry) => ({
    ...entry,
    privilege: on
      ? [...entry.privilege.filter((name) => name !== privilege), privilege]
      : entry.privilege.filter((name) => name !== privilege),
  }));
}

/** The assign-all switch of `app`: every offered privilege on, or every one off (others the role holds stay). */
export function withAllPrivileges(
  entries: readonly RoleApplication[],
  app: string,
  offered: readonly string[],
  on: boolean,
): RoleApplication[] {
  return withEntry(entries, app, (entry) => {
    const kept = entry.privilege.filter((name) => !offered.includes(name));
    return { ...entry, privilege: on ? [...kept, ...offered] : kept };
  });
}

/** Whether the role holds every offered privilege of `app` (the assign-all switch's state). */
export function allPrivilegesAssigned(
  entries: readonly RoleApplication[],
  app: string,
  offered: readonly string[],
): boolean {
  const held = entryOf(entries, app)?.privilege ?? [];
  return offered.length > 0 && offered.every((name) => held.includes(name));
}

export const heldPrivileges = (entries: readonly RoleApplication[], app: string): readonly string[] =>
  entryOf(entries, app)?.privilege ?? [];

/** The visibility switch of `app`. */
export function withVisibility(
  entries: readonly RoleApplication[],
  app: string,
  isVisible: boolean,
): RoleApplication[] {
  return withEntry(entries, app, (entry) => ({ ...entry, isVisible }));
}

/**
 * POST /api/role/create or /modify. An application belongs to the role when it holds a privilege there or when
 * the role was made invisible in it: an entry that is visible and empty says nothing, so it is left out.
 * A new role is active ("0"); an existing one keeps its state.
 */
export function roleSaveBody(values: RoleValues, stored?: Pick<Role, "id" | "idstate">): RoleSaveBody {
  return {
    id: stored?.id ?? 0,
    name: values.name.trim(),
    alias: values.alias.trim(),
    description: values.description,
    application: values.application
      .filter((entry) => entry.privilege.length > 0 || !entry.isVisible)
      .map((entry) => ({ name: entry.name, privilege: [...entry.privilege], isVisible: entry.isVisible })),
    idstate: String(stored?.idstate ?? RecordState.active),
  };
}
