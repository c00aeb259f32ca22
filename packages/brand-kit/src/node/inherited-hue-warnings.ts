import { readFileSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { resolveBrands } from "../resolve/resolve-brands.ts";
import type { Brand } from "../schema/brand.ts";
import { brandAssetPath, readBrandSources } from "./read-brand-sources.ts";

/** Every image of a resolved brand with its JSON path: `images.background`, `images.screens.alert`. */
function imagePaths(images: unknown, path = "images"): { path: string; file: string }[] {
  if (typeof images === "string") return [{ path, file: images }];
  if (typeof images !== "object" || images === null) return [];
  return Object.entries(images).flatMap(([key, value]) => imagePaths(value, `${path}.${key}`));
}

/**
 * A tenant that sets its own primary colour but inherits illustrations drawn in its parent's primary shows the
 * parent's colour in its pages. Not an error (the page works), a warning `brands:check` prints for each such
 * file, naming the colours, until the tenant draws its own.
 */
export function inheritedHueWarnings(brandsDir: string): string[] {
  const sources = readBrandSources(brandsDir);
  const { brands } = resolveBrands(sources, {
    assetUrl: (key, file) => join(brandsDir, key, file),
    assetExists: (key, file) => brandAssetPath(brandsDir, key, file) !== undefined,
  });
  const label = basename(brandsDir);
  const warnings: string[] = [];
  for (const source of sources) {
    const json =
      "json" in source.content ? (source.content.json as Partial<Brand> & { extends?: string }) : {};
    const brand = brands.get(source.key);
    const parent = json.extends ? brands.get(json.extends) : undefined;
    if (!brand || !parent || !json.palette?.primary) continue;
    const parentColour = parent.palette.primary.main.toLowerCase();
    if (brand.palette.primary.main.toLowerCase() === parentColour) continue;
    const inherited = new Map<string, string[]>();
    for (const { path, file } of imagePaths(brand.images)) {
      const folder = relative(brandsDir, file).split(sep)[0];
      if (folder === source.key || !file.endsWith(".svg")) continue;
      if (!readFileSync(file, "utf8").toLowerCase().includes(parentColour)) continue;
      inherited.set(relative(brandsDir, file), [...(inherited.get(relative(brandsDir, file)) ?? []), path]);
    }
    for (const [file, paths] of inherited) {
      warnings.push(
        `${label}/${source.key}/brand.json: ${paths.join(", ")}: inherits ${file}, drawn in ${json.extends}'s ` +
          `primary ${parentColour}; this brand's primary is ${brand.palette.primary.main}: give it its own artwork`,
      );
    }
  }
  return warnings;
}
