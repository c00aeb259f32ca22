import { filterRows, type ListState } from "../../pieces/list-state.ts";
import type { CompanyChoice } from "./user-form-values.ts";

/** The companies tab's orderings (spec §2): Activos, Inactivos, Modificados recientemente. */
export const companyOrders = ["active", "inactive", "recent"] as const;
export type CompanyOrder = (typeof companyOrders)[number];

/** Linked to the user: assigned, or the principal company. */
export const isLinked = (company: CompanyChoice) => company.assigned || company.principal;

export const principalOf = (companies: readonly CompanyChoice[]) =>
  companies.find((company) => company.principal);

/**
 * `id` becomes the one principal company (spec §4 "Customers in the user form": only one customer can be
 * principal, and a customer made principal becomes unassigned: the principal flag alone links it). The former
 * principal stops being principal and stays linked as assigned, so making another company principal never drops
 * a company from the user without the administrator saying so.
 */
export function withPrincipal(companies: readonly CompanyChoice[], id: number): CompanyChoice[] {
  return companies.map((company) => {
    if (company.id === id) return { ...company, principal: true, assigned: false };
    if (company.principal) return { ...company, principal: false, assigned: true };
    return company;
  });
}

/** Assigns or unassigns `id`; the principal company cannot be toggled as assigned (spec §4). */
export function withAssigned(
  companies: readonly CompanyChoice[],
  id: number,
  assigned: boolean,
): CompanyChoice[] {
  return companies.map((company) =>
    company.id === id && !company.principal ? { ...company, assigned } : company,
  );
}

const byName = (a: CompanyChoice, b: CompanyChoice) => a.name.localeCompare(b.name, "es");
const time = (company: CompanyChoice) => (company.modifiedOn ? Date.parse(company.modifiedOn) : 0) || 0;

/**
 * One page of the companies tab: searched by name, ordered, cut to the page. Linked-first and unlinked-first
 * orders read the record's flags (`stored`), not the ones being edited, so a row does not jump away under the
 * pointer when its switch is pressed.
 */
export function companyPage(
  companies: readonly CompanyChoice[],
  stored: readonly CompanyChoice[],
  state: ListState,
): { rows: CompanyChoice[]; total: number } {
  const linked = new Set(stored.filter(isLinked).map((company) => company.id));
  const found = filterRows(companies, (company) => company.name, state.search);
  const order = state.sort as CompanyOrder;
  const sorted = found.sort((a, b) => {
    if (order === "recent") return time(b) - time(a) || byName(a, b);
    const rank = (company: CompanyChoice) => (linked.has(company.id) ? 0 : 1);
    const first = order === "inactive" ? rank(b) - rank(a) : rank(a) - rank(b);
    return first || byName(a, b);
  });
  const start = state.page * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), total: sorted.length };
}
