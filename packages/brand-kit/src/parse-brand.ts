import * as v from "valibot";
import { type BrandProblem, issuesToProblems } from "./problems.ts";
import { type Brand, BrandSchema } from "./schema/brand.ts";

export type ParsedBrand =
  | { readonly success: true; readonly brand: Brand }
  | { readonly success: false; readonly problems: readonly BrandProblem[] };

/** Parses a flattened brand (as fetched from /brands/<key>.json); `file` names it in problems. */
export function parseBrand(json: unknown, file: string): ParsedBrand {
  const parsed = v.safeParse(BrandSchema, json, { abortPipeEarly: true });
  return parsed.success
    ? { success: true, brand: parsed.output }
    : { success: false, problems: issuesToProblems(file, parsed.issues) };
}
