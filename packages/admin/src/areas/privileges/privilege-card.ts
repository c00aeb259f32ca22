import type { Privilege } from "@gse/contract";
import { PRIVILEGE_ROLE_TEXT_MAX } from "@gse/contract";

/** What the privilege card edits (spec §2): the identity-validation radio has one enabled choice, so it is not here. */
export interface PrivilegeValues {
  readonly name: string;
  readonly description: string;
  readonly licence: boolean;
  readonly isAuditable: boolean;
  /** The names of the applications the privilege is assigned in. */
  readonly application: readonly string[];
}

export const newPrivilegeValues: PrivilegeValues = {
  name: "",
  description: "",
  licence: false,
  isAuditable: false,
  application: [],
};

export function privilegeValues(privilege: Privilege): PrivilegeValues {
  return {
    name: privilege.name,
    description: privilege.description ?? "",
    licence: privilege.licence,
    isAuditable: privilege.isAuditable,
    application: [...privilege.application],
  };
}

/** The description's remaining characters (spec §5: 100), never below 0. */
export const remainingCharacters = (description: string) =>
  Math.max(0, PRIVILEGE_ROLE_TEXT_MAX - description.length);

/** The assigned names the table does not show (RESETOTP's, spec §2): they stay as they were, after the shown ones. */
const hiddenOf = (assigned: readonly string[], order: readonly string[]) =>
  assigned.filter((name) => !order.includes(name));

/**
 * One application's switch: the names with it added or taken out, in the table's order; an assignment the table
 * hides is kept, since saving without it would take the privilege (and every role's grant of it) out of there.
 */
export function withApplication(
  assigned: readonly string[],
  name: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(assigned);
  if (on) next.add(name);
  else next.delete(name);
  return [...order.filter((entry) => next.has(entry)), ...hiddenOf(assigned, order)];
}

/** 'Asignar todas': every shown application on, or none of them; hidden assignments kept as they were. */
export const withAllApplications = (assigned: readonly string[], on: boolean, order: readonly string[]) => [
  ...(on ? order : []),
  ...hiddenOf(assigned, order),
];

/** The assign-all switch: on when every application of the table is assigned. */
export const allAssigned = (assigned: readonly string[], order: readonly string[]) =>
  order.length > 0 && order.every((name) => assigned.includes(name));
