import type { BrandFile } from "../schema/brand.ts";

/** One asset reference in a brand: where it sits (JSON path) and what it says. */
export interface AssetRef {
  readonly path: string;
  readonly ref: string;
}

export const isHttps = (ref: string): boolean => ref.startsWith("https://");

/**
 * Rewrites every asset reference of a brand (images at any depth, font files) with `rewrite`, leaving the rest
 * as it is. Works on whole and partial brands alike, since only the references it finds are touched.
 */
export function mapAssetRefs<T extends BrandFile>(brand: T, rewrite: (ref: AssetRef) => string): T {
  const images = brand.images && mapStrings(brand.images, "images", rewrite);
  const fonts =
    brand.fonts &&
    Object.fromEntries(
      Object.entries(brand.fonts).map(([slot, font]) => [
        slot,
        font?.faces
          ? {
              ...font,
              faces: font.faces.map((face, index) => ({
                ...face,
                file: rewrite({ path: `fonts.${slot}.faces[${index}].file`, ref: face.file }),
              })),
            }
          : font,
      ]),
    );
  return { ...brand, ...(images && { images }), ...(fonts && { fonts }) };
}

/** Every asset reference of a brand, in document order. */
export function listAssetRefs(brand: BrandFile): AssetRef[] {
  const refs: AssetRef[] = [];
  mapAssetRefs(brand, (found) => {
    refs.push(found);
    return found.ref;
  });
  return refs;
}

function mapStrings<T>(value: T, path: string, rewrite: (ref: AssetRef) => string): T {
  if (typeof value === "string") return rewrite({ path, ref: value }) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, `${path}.${key}`, rewrite)]),
  ) as T;
}
