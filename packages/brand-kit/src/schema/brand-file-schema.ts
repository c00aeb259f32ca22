import * as v from "valibot";
import { createBrandSchema } from "./brand-schema.ts";
import { deepPartial } from "./deep-partial.ts";
import { section } from "./section.ts";
import { BrandKey, fileAsset } from "./values.ts";

const brandFields = deepPartial(createBrandSchema(fileAsset)) as unknown as v.StrictObjectSchema<
  v.ObjectEntries,
  undefined
>;

/**
 * A brands/<key>/brand.json file. Every field may be left out because `extends` names a brand to inherit
 * from; the brand that results from the whole chain must then be complete (checked after merging).
 */
export const BrandFileSchema = section(
  {
    $schema: v.exactOptional(
      v.pipe(v.string(), v.description("the JSON Schema editors use: ../brand.schema.json")),
    ),
    extends: v.exactOptional(
      v.pipe(BrandKey, v.description("the brand this one inherits from, like suite or selfservice")),
    ),
    ...brandFields.entries,
  },
  "a brand object",
);
