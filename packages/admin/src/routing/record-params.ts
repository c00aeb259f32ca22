import { notFound } from "@tanstack/react-router";
import * as v from "valibot";

/** The segment of a creation form's address: `/roles/new`. */
export const newRecord = "new";

/**
 * A numbered record's key in its address (privileges, roles, applications, notifications): `new`, or its id
 * written plainly, a whole number from 1 (no sign, no leading zero, at most 9 digits).
 */
export const NumberedRecordKey = v.union([
  v.literal(newRecord),
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)),
]);

/** A user's key in its address: `new`, or the server's text id (digits here, a GUID on other servers). */
export const UserRecordKey = v.union([v.literal(newRecord), v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))]);

/** What a record route's 'not found' receives: the address's segment, as typed. */
export interface MissingRecordData {
  readonly record: string;
}

/**
 * A record key read at the route's edge. A segment that does not parse names no record: the route's 'not
 * found' answers it (the list, saying so), as it does a key the server does not know.
 */
export function recordKey<TKey>(schema: v.GenericSchema<string, TKey>, segment: string): TKey {
  const parsed = v.safeParse(schema, segment);
  if (parsed.success) return parsed.output;
  throw notFound({ data: { record: segment } satisfies MissingRecordData });
}

/** The segment a record key is written as. */
export const recordSegment = (key: string | number): string => String(key);

/** A record route's `?tab=`: one of the record's tabs, the first when missing or unknown. */
export function recordTabSchema<const TTab extends string>(tabs: readonly [TTab, ...TTab[]]) {
  const [first] = tabs;
  return v.object({ tab: v.fallback(v.optional(v.picklist(tabs), first), first) });
}
