import * as v from "valibot";
import { showValue } from "./expected.ts";

const sectionDescriptions = new WeakMap<object, string>();

/** Names what a schema built outside `section` holds, for problems and the JSON Schema. */
export function describeAs<TSchema extends object>(schema: TSchema, what: string): TSchema {
  sectionDescriptions.set(schema, what);
  return schema;
}

/** What a field holds, in the words problems and the JSON Schema use. */
export function describeField(schema: v.GenericSchema): string | undefined {
  return sectionDescriptions.get(schema) ?? v.getDescription(schema);
}

/**
 * A group of brand fields. Unknown keys are rejected (a typo like `primay` must not pass silently), and each
 * problem says what belongs there: the field's own description for a missing field, the known keys for an
 * unknown one.
 */
export function section<const TEntries extends v.ObjectEntries>(entries: TEntries, what: string) {
  const keys = Object.keys(entries);
  const schema = v.strictObject(entries, (issue) => {
    if (issue.expected === "never") {
      return `expected one of the keys ${keys.join(", ")}, got ${showValue(issue.input)}`;
    }
    const key = issue.expected?.replace(/^"|"$/g, "") ?? "";
    const field = entries[key];
    if (issue.input === undefined && field) {
      return `expected ${describeField(field) ?? "a value"}, got nothing`;
    }
    return `expected ${what}, got ${showValue(issue.input)}`;
  });
  return describeAs(schema, what);
}
