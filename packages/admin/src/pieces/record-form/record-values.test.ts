import { describe, expect, it } from "vitest";
import { changedFields, sameValue } from "./record-values.ts";

describe("a record's changes", () => {
  const original = { name: "Nómina", amount: 15, concurrent: false, apps: ["a", "b"] };

  it("names the fields that differ from the record, among a tab's fields", () => {
    const current = { ...original, amount: 30, apps: ["a", "c"] };
    expect(changedFields(original, current, ["name", "amount"])).toEqual(["amount"]);
    expect(changedFields(original, current, ["name", "amount", "concurrent", "apps"])).toEqual([
      "amount",
      "apps",
    ]);
  });

  it("finds no change when a value is typed back to what it was", () => {
    expect(changedFields(original, { ...original, apps: ["a", "b"] }, ["name", "apps"])).toEqual([]);
  });

  it("compares plain data structurally", () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue("1", 1)).toBe(false);
  });
});
