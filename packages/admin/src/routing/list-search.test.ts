import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { listSearchSchema, stateSorts, toListSearch, toListState } from "./list-search.ts";

const schema = listSearchSchema(stateSorts);

describe("a list's search params", () => {
  it("default to page 1, 10 rows, the first sort and no search", () => {
    expect(v.parse(schema, {})).toEqual({ page: 1, pageSize: 10, sort: "active", search: "" });
  });

  it("keep what the URL says when it fits", () => {
    expect(v.parse(schema, { page: 3, pageSize: 25, sort: "newest", search: "ana" })).toEqual({
      page: 3,
      pageSize: 25,
      sort: "newest",
      search: "ana",
    });
  });

  it("fall back to the default for a value that does not fit, instead of failing the route", () => {
    expect(v.parse(schema, { page: -3, pageSize: 7, sort: "bogus", search: { x: 1 } })).toEqual({
      page: 1,
      pageSize: 10,
      sort: "active",
      search: "",
    });
  });

  it("reads a numeric search text (the router parses ?search=123 as a number) as text", () => {
    expect(v.parse(schema, { search: 1020304050 }).search).toBe("1020304050");
  });

  it("offers page sizes 10, 25 and 100 only (spec §9)", () => {
    expect(v.parse(schema, { pageSize: 100 }).pageSize).toBe(100);
    expect(v.parse(schema, { pageSize: 50 }).pageSize).toBe(10);
  });
});

describe("the table's state and the URL's", () => {
  it("count pages from 0 in the table and from 1 in the URL", () => {
    const search = { page: 2, pageSize: 25, sort: "newest", search: "ana" } as const;
    expect(toListState(search).page).toBe(1);
    expect(toListSearch(toListState(search), stateSorts)).toEqual(search);
  });
});
