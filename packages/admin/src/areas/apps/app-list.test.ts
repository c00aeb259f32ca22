import type { Application } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { applicationPage, withStateFlipped } from "./app-list.ts";

const app = (id: number, title: string, idState: number, modifiedOn: string, name = title): Application =>
  ({
    id,
    name,
    title,
    idState,
    modifiedOn,
    urlApp: `https://${id}.example.com`,
    amountTimeComb: "15 minutos",
  }) as Application;

const apps = [
  app(1, "Nómina", 1, "2026-01-01T00:00:00Z"),
  app(2, "Cartera", 0, "2026-03-01T00:00:00Z"),
  app(3, "Reset", 1, "2026-05-01T00:00:00Z", "RESETOTP"),
  app(4, "Portal", 1, "2026-04-01T00:00:00Z"),
  app(5, "Viejo", 0, "2025-01-01T00:00:00Z"),
];
const state = { page: 0, pageSize: 10, sort: "inactive", search: "" } as const;
const titles = (sort: string, extra = {}) =>
  applicationPage(apps, { ...state, sort, ...extra }).rows.map((row) => row.title);

describe("the applications list (spec §2)", () => {
  it("hides RESETOTP", () => {
    expect(titles("newest")).not.toContain("Reset");
    expect(applicationPage(apps, state).total).toBe(4);
  });

  it("Inactivo puts inactive first, Activo active first, each then newest first", () => {
    expect(titles("inactive")).toEqual(["Cartera", "Viejo", "Portal", "Nómina"]);
    expect(titles("active")).toEqual(["Portal", "Nómina", "Cartera", "Viejo"]);
  });

  it("Más reciente and Más antiguo order by modifiedOn", () => {
    expect(titles("newest")).toEqual(["Portal", "Cartera", "Nómina", "Viejo"]);
    expect(titles("oldest")).toEqual(["Viejo", "Nómina", "Cartera", "Portal"]);
  });

  it("searches title, URL and duration without accents, and pages locally", () => {
    expect(titles("newest", { search: "nomina" })).toEqual(["Nómina"]);
    expect(titles("newest", { search: "4.example" })).toEqual(["Portal"]);
    const second = applicationPage(apps, { ...state, sort: "newest", pageSize: 10, page: 1 });
    expect(second).toEqual({ rows: [], total: 4 });
    expect(applicationPage(apps, { ...state, sort: "oldest", pageSize: 10 }).rows).toHaveLength(4);
  });

  it("the switch sends the whole application with idState flipped", () => {
    expect(withStateFlipped(apps[0] as Application)).toEqual({ ...apps[0], idState: 0 });
    expect(withStateFlipped(apps[1] as Application)).toEqual({ ...apps[1], idState: 1 });
  });
});
