import { isNotFound } from "@tanstack/react-router";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { NumberedRecordKey, recordKey, recordTabSchema, UserRecordKey } from "./record-params.ts";

/** What `recordKey` throws for a segment that names no record; fails the test when it throws nothing. */
function refusal(schema: Parameters<typeof recordKey>[0], segment: string): unknown {
  try {
    recordKey(schema, segment);
  } catch (error) {
    return error;
  }
  throw new Error(`recordKey read ${JSON.stringify(segment)} as a record`);
}

describe("a record's key in its address", () => {
  it("reads /roles/new as the creation form and /roles/42 as record 42, a number", () => {
    expect(recordKey(NumberedRecordKey, "new")).toBe("new");
    expect(recordKey(NumberedRecordKey, "42")).toBe(42);
    expect(recordKey(NumberedRecordKey, "999999999")).toBe(999_999_999);
  });

  it.each(["", "0", "-3", "+3", "07", "4.5", "1e3", "abc", "42abc", "NEW", "1234567890"])(
    "reads /roles/%s as no record: the route's 'not found', with the segment as typed",
    (segment) => {
      const error = refusal(NumberedRecordKey, segment);
      expect(isNotFound(error)).toBe(true);
      expect((error as { data?: unknown }).data).toEqual({ record: segment });
    },
  );

  it("reads a user's key as the server's text id: digits here, a GUID elsewhere", () => {
    expect(recordKey(UserRecordKey, "new")).toBe("new");
    expect(recordKey(UserRecordKey, "42")).toBe("42");
    expect(recordKey(UserRecordKey, "3f2b1c9e-0d4a-4e57-9c1a-2b3c4d5e6f70")).toBe(
      "3f2b1c9e-0d4a-4e57-9c1a-2b3c4d5e6f70",
    );
    for (const segment of ["", "a b", "ana%20x", "x".repeat(65), "<script>"]) {
      expect(isNotFound(refusal(UserRecordKey, segment))).toBe(true);
    }
  });
});

describe("a record's tab in its address", () => {
  const schema = recordTabSchema(["data", "companies", "roles"]);

  it("keeps a tab the record has", () => {
    expect(v.parse(schema, { tab: "roles" })).toEqual({ tab: "roles" });
  });

  it("opens on the first tab without one, or for one the record does not have", () => {
    expect(v.parse(schema, {})).toEqual({ tab: "data" });
    expect(v.parse(schema, { tab: "nowhere" })).toEqual({ tab: "data" });
    expect(v.parse(schema, { tab: 3 })).toEqual({ tab: "data" });
  });
});
