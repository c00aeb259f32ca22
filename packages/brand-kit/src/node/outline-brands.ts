import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { BrandProblem } from "../problems.ts";
import { type BrandSource, resolveBrands } from "../resolve/resolve-brands.ts";
import { liveTexts, type OutlineFace, outlineSvgText } from "./outline-text.ts";
import { brandAssetPath, parentOf, readBrandSources } from "./read-brand-sources.ts";

const svgFiles = (brandsDir: string, key: string): string[] =>
  readdirSync(join(brandsDir, key))
    .filter((file) => file.endsWith(".svg"))
    .sort();

/**
 * An SVG of a brand folder that writes live `<text>`: its words fall back to the viewer's sans-serif, which cuts
 * a brand's name off on one machine and not another. `brands:check` and the build refuse it.
 */
export function liveTextProblems(keys: readonly string[], dirOf: (key: string) => string): BrandProblem[] {
  return keys.flatMap((key) =>
    svgFiles(dirOf(key), key).flatMap((file) => {
      const texts = liveTexts(readFileSync(join(dirOf(key), key, file), "utf8"));
      if (texts.length === 0) return [];
      return [
        {
          file: `${basename(dirOf(key))}/${key}/${file}`,
          path: "$",
          message:
            `expected artwork with no live text, got <text> "${texts.join('", "')}", drawn in whatever font ` +
            "the viewer's machine has (run pnpm brands:outline to draw it in the brand's own font)",
        },
      ];
    }),
  );
}

/**
 * The sources of `keys` and of the brands they extend, up their chains: all a brand needs to resolve. Scaffolding
 * a brand outlines only its own logo, and resolving every brand of the folder for it made each new brand cost more
 * than the last.
 */
function withAncestors(sources: readonly BrandSource[], keys: readonly string[]): BrandSource[] {
  const byKey = new Map(sources.map((source) => [source.key, source]));
  const wanted = new Set<string>();
  const visit = (key: string) => {
    const source = byKey.get(key);
    if (!source || wanted.has(key)) return;
    wanted.add(key);
    const parent = parentOf(source);
    if (parent) visit(parent);
  };
  for (const key of keys) visit(key);
  return sources.filter((source) => wanted.has(source.key));
}

/** The body font's faces of each valid brand, as files on disk (a tenant's come from the brand it extends). */
function bodyFaces(brandsDir: string, only: readonly string[]): Map<string, OutlineFace[]> {
  const sources = readBrandSources(brandsDir);
  const resolved = resolveBrands(only.length > 0 ? withAncestors(sources, only) : sources, {
    assetUrl: (key, file) => brandAssetPath(brandsDir, key, file) ?? join(brandsDir, key, file),
    assetExists: (key, file) => brandAssetPath(brandsDir, key, file) !== undefined,
  });
  return new Map(
    [...resolved.brands].map(([key, brand]) => [
      key,
      brand.fonts.body.faces.map((face) => ({ weight: face.weight, file: face.file })),
    ]),
  );
}

/**
 * `pnpm brands:outline [key...]`: every live text of the brands' SVGs redrawn as paths in the brand's own body
 * font. Answers the files it changed.
 */
export function outlineBrands(brandsDir: string, only: readonly string[] = []): string[] {
  const changed: string[] = [];
  for (const [key, faces] of bodyFaces(brandsDir, only)) {
    if (only.length > 0 && !only.includes(key)) continue;
    for (const file of svgFiles(brandsDir, key)) {
      const path = join(brandsDir, key, file);
      const svg = readFileSync(path, "utf8");
      if (liveTexts(svg).length === 0) continue;
      writeFileSync(path, outlineSvgText(svg, faces));
      changed.push(`${key}/${file}`);
    }
  }
  return changed;
}
