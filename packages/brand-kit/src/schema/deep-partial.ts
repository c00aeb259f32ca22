import * as v from "valibot";
import { describeAs, describeField } from "./section.ts";

/** Every field optional at every depth: what a brand that `extends` another may leave out. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

type AnySchema = v.GenericSchema;

/**
 * Makes every object field optional, recursively, keeping each field's own checks and messages. Lists stay
 * whole: a brand that sets a list (font faces) replaces its parent's list.
 */
export function deepPartial<TSchema extends AnySchema>(
  schema: TSchema,
): v.GenericSchema<DeepPartial<v.InferInput<TSchema>>, DeepPartial<v.InferOutput<TSchema>>> {
  return partialOf(schema) as v.GenericSchema<
    DeepPartial<v.InferInput<TSchema>>,
    DeepPartial<v.InferOutput<TSchema>>
  >;
}

function partialOf(schema: AnySchema): AnySchema {
  if (schema.type === "exact_optional" && "wrapped" in schema) {
    return v.exactOptional(partialOf(schema.wrapped as AnySchema));
  }
  if (schema.type === "strict_object" && "entries" in schema) {
    const { entries, message } = schema as v.StrictObjectSchema<
      v.ObjectEntries,
      v.ErrorMessage<v.StrictObjectIssue>
    >;
    const partialEntries = Object.fromEntries(
      Object.entries(entries).map(([key, entry]) => [key, v.exactOptional(partialOf(entry as AnySchema))]),
    );
    const partial = v.strictObject(partialEntries, message);
    const what = describeField(schema);
    return what === undefined ? partial : describeAs(partial, what);
  }
  return schema;
}
