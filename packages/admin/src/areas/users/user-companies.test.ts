import { describe, expect, it } from "vitest";
import { companyPage, withAssigned, withPrincipal } from "./user-companies.ts";
import type { CompanyChoice } from "./user-form-values.ts";

const company = (id: number, name: string, change: Partial<CompanyChoice> = {}): CompanyChoice => ({
  id,
  name,
  principal: false,
  assigned: false,
  modifiedOn: `2026-0${id}-01T00:00:00Z`,
  ...change,
});

const stored = [
  company(1, "Clínica San Rafael", { principal: true }),
  company(2, "Andina de Servicios", { assigned: true }),
  company(3, "Banco Cooperativo"),
  company(4, "Alimentos del Valle"),
];
const state = { page: 0, pageSize: 10 as const, sort: "active", search: "" };

describe("the companies tab (spec §4 'Customers in the user form')", () => {
  it("keeps one principal: the chosen one becomes principal and unassigned, the former one stays assigned", () => {
    const changed = withPrincipal(stored, 3);
    expect(changed.filter((entry) => entry.principal).map((entry) => entry.id)).toEqual([3]);
    expect(changed.find((entry) => entry.id === 3)).toMatchObject({ principal: true, assigned: false });
    expect(changed.find((entry) => entry.id === 1)).toMatchObject({ principal: false, assigned: true });
  });

  it("does not toggle the principal company as assigned", () => {
    expect(withAssigned(stored, 1, true)).toEqual(stored);
    expect(withAssigned(stored, 3, true).find((entry) => entry.id === 3)?.assigned).toBe(true);
  });

  it("orders Activos (linked first), Inactivos (unlinked first) and Modificados recientemente", () => {
    const names = (sort: string) => companyPage(stored, stored, { ...state, sort }).rows.map((row) => row.id);
    expect(names("active")).toEqual([2, 1, 4, 3]);
    expect(names("inactive")).toEqual([4, 3, 2, 1]);
    expect(names("recent")).toEqual([4, 3, 2, 1]);
  });

  it("orders by the record's flags, so a switched row stays where it was", () => {
    const edited = withAssigned(stored, 3, true);
    expect(companyPage(edited, stored, state).rows.map((row) => row.id)).toEqual([2, 1, 4, 3]);
  });

  it("searches by name without accents and pages the result", () => {
    expect(companyPage(stored, stored, { ...state, search: "clinica" }).rows.map((row) => row.id)).toEqual([
      1,
    ]);
    const many = Array.from({ length: 12 }, (_, index) => company(index + 1, `Empresa ${index + 10}`));
    const second = companyPage(many, many, { ...state, page: 1 });
    expect(second.total).toBe(12);
    expect(second.rows).toHaveLength(2);
  });
});
