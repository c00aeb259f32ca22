import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  filterRows,
  isPageSize,
  type ListState,
  PAGE_SIZES,
  pageCount,
  pageRange,
  withPageSize,
  withSearch,
  withSort,
} from "./list-state.ts";

const state: ListState = { page: 3, pageSize: 25, sort: "recent", search: "" };

describe("a list's state", () => {
  it("offers page sizes 10, 25 and 100, 10 by default", () => {
    expect(PAGE_SIZES).toEqual([10, 25, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(isPageSize(25)).toBe(true);
    expect(isPageSize(50)).toBe(false);
  });

  it("shows the range of the page and the total", () => {
    expect(pageRange(0, 10, 57)).toEqual({ from: 1, to: 10 });
    expect(pageRange(5, 10, 57)).toEqual({ from: 51, to: 57 });
    expect(pageRange(0, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(pageCount(10, 57)).toBe(6);
    expect(pageCount(10, 0)).toBe(1);
  });

  it("goes back to the first page on a new search, page size or sort", () => {
    expect(withSearch(state, "  jperez ")).toEqual({ ...state, search: "jperez", page: 0 });
    expect(withPageSize(state, 100)).toEqual({ ...state, pageSize: 100, page: 0 });
    expect(withSort(state, "old")).toEqual({ ...state, sort: "old", page: 0 });
  });
});

describe("the local filter as the administrator types", () => {
  const rows = ["Juan Pérez", "María Gómez", "Nómina"];
  const text = (row: string) => row;

  it("keeps the rows holding every typed word, ignoring case and accents", () => {
    expect(filterRows(rows, text, "perez")).toEqual(["Juan Pérez"]);
    expect(filterRows(rows, text, "NOMINA")).toEqual(["Nómina"]);
    expect(filterRows(rows, text, "maría gó")).toEqual(["María Gómez"]);
    expect(filterRows(rows, text, "juan gómez")).toEqual([]);
  });

  it("keeps every row when nothing is typed", () => {
    expect(filterRows(rows, text, "  ")).toEqual(rows);
  });
});
