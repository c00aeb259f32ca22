import * as v from "valibot";
import { envelope } from "./envelope.ts";

/**
 * A list answer at `result.records` (with `count` where the spec reads it). Code R11 means "no records": the
 * answer may then carry no result at all, which reads as an empty list.
 */
export const recordsAnswer = <TItem extends v.GenericSchema>(item: TItem) =>
  envelope(
    v.nullish(v.object({ records: v.array(item), count: v.optional(v.number()) }), () => ({
      records: [],
      count: 0,
    })),
  );

/** A list answer whose `result` is the list itself. */
export const listAnswer = <TItem extends v.GenericSchema>(item: TItem) =>
  envelope(v.nullish(v.array(item), () => []));
