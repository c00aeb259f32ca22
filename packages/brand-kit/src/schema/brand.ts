import * as v from "valibot";
import { createBrandSchema } from "./brand-schema.ts";
import type { DeepPartial } from "./deep-partial.ts";
import { servedAsset } from "./values.ts";

const textsFile = v.exactOptional(v.string());

/**
 * A complete brand as the portal fetches it: every field present, assets as served addresses, and `texts`: the
 * address of the brand's own texts in each language it rewords (its folder's `texts/<language>.json` over its
 * parents', compiled by the brand store and the dev server; brand.json never names them). A page fetches only
 * its language's, and nothing in a language the brand does not reword.
 */
export const BrandSchema = createBrandSchema(servedAsset, {
  texts: v.exactOptional(v.object({ es: textsFile, en: textsFile, pt: textsFile })),
});

export type Brand = v.InferOutput<typeof BrandSchema>;

/** A brand.json file as written: any field may be inherited through `extends`. */
export type BrandFile = DeepPartial<Omit<Brand, "texts">> & {
  readonly $schema?: string;
  readonly extends?: string;
};
