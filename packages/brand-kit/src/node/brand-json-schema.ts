import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { toJsonSchema } from "@valibot/to-json-schema";
import { BrandFileSchema } from "../schema/brand-file-schema.ts";
import { describeField } from "../schema/section.ts";
import { Colour, Length } from "../schema/values.ts";

export const BRAND_SCHEMA_FILE = "brand.schema.json";

/** The JSON Schema of brand.json, generated from the valibot schema, which stays the source of truth. */
export function brandJsonSchema(): Record<string, unknown> {
  const schema = toJsonSchema(BrandFileSchema, {
    errorMode: "throw",
    definitions: { colour: Colour, length: Length },
    overrideSchema: ({ valibotSchema, jsonSchema }) => {
      const what = describeField(valibotSchema);
      return what && !jsonSchema.description ? { ...jsonSchema, description: what } : undefined;
    },
  });
  return { ...schema, title: "A brand of the GSE sign-in portal: brands/<key>/brand.json" };
}

/** The committed file's expected text: stable key order, two-space indent, final newline. */
export function brandJsonSchemaText(): string {
  return `${JSON.stringify(brandJsonSchema(), null, 2)}\n`;
}

/** Whether brands/brand.schema.json matches the schema; `write` refreshes it first. */
export function syncBrandJsonSchema(brandsDir: string, write: boolean): boolean {
  const file = join(brandsDir, BRAND_SCHEMA_FILE);
  const text = brandJsonSchemaText();
  if (write) writeFileSync(file, text);
  return existsSync(file) && readFileSync(file, "utf8") === text;
}
