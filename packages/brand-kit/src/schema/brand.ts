import type * as v from "valibot";
import { createBrandSchema } from "./brand-schema.ts";
import type { DeepPartial } from "./deep-partial.ts";
import { servedAsset } from "./values.ts";

/** A complete brand as the portal fetches it: every field present, assets as served addresses. */
export const BrandSchema = createBrandSchema(servedAsset);

export type Brand = v.InferOutput<typeof BrandSchema>;

/** A brand.json file as written: any field may be inherited through `extends`. */
export type BrandFile = DeepPartial<Brand> & { readonly $schema?: string; readonly extends?: string };
