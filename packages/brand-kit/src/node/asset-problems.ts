import { statSync } from "node:fs";
import * as fontkit from "fontkit";
import type { BrandProblem } from "../problems.ts";
import { listAssetRefs } from "../resolve/asset-refs.ts";
import type { Brand } from "../schema/brand.ts";

/**
 * The largest file a brand may ship (a logo, a login picture, a font face): the login downloads them before it is
 * usable, and the shipped brands' largest is 25 KB.
 */
export const MAX_BRAND_FILE_BYTES = 256 * 1024;

/**
 * What a brand's files would break on the page, found before it is published: a file over
 * MAX_BRAND_FILE_BYTES, or a font face no browser could load (fontkit reads what browsers read: woff2, woff,
 * ttf, otf). `fileOf` turns a served address into its file; remote addresses are not read.
 */
export function assetProblems(
  brand: Brand,
  brandFile: string,
  fileOf: (ref: string) => string | undefined,
): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const { path, ref } of listAssetRefs(brand)) {
    const file = fileOf(ref);
    if (!file) continue;
    const name = ref.split("/").pop() ?? ref;
    const bytes = statSync(file).size;
    if (bytes > MAX_BRAND_FILE_BYTES) {
      problems.push({
        file: brandFile,
        path,
        message: `expected a file of at most ${MAX_BRAND_FILE_BYTES / 1024} KiB, got ${JSON.stringify(name)} of ${Math.ceil(bytes / 1024)} KiB (compress it, or subset the font)`,
      });
      continue;
    }
    if (path.startsWith("fonts.") && !readableFont(file)) {
      problems.push({
        file: brandFile,
        path,
        message: `expected a font file a browser can load (woff2, woff, ttf or otf), got ${JSON.stringify(name)}, which is not one`,
      });
    }
  }
  return problems;
}

function readableFont(file: string): boolean {
  try {
    const font = fontkit.openSync(file) as fontkit.Font;
    return font.unitsPerEm > 0 && font.numGlyphs > 0;
  } catch {
    return false;
  }
}
