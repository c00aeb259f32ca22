import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, join, sep } from "node:path";
import type { BrandSource } from "../resolve/resolve-brands.ts";

/**
 * Every folder of the brands directory is a brand, keyed by its name: adding a folder is the only step.
 * Hidden folders are skipped; a folder without a readable brand.json is a source whose content is a problem.
 */
export function readBrandSources(brandsDir: string): BrandSource[] {
  const label = basename(brandsDir);
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort()
    .map((key) => {
      const file = join(brandsDir, key, "brand.json");
      const source = { key, file: `${label}/${key}/brand.json` };
      if (!existsSync(file))
        return { ...source, content: { problem: "expected a brand.json file, got nothing" } };
      try {
        return { ...source, content: { json: JSON.parse(readFileSync(file, "utf8")) as unknown } };
      } catch (error) {
        return { ...source, content: { problem: `expected valid JSON, got ${(error as Error).message}` } };
      }
    });
}

/** The brand a source's file `extends`, as written; undefined where it extends none or has no valid JSON. */
export function parentOf(source: BrandSource): string | undefined {
  const json = "json" in source.content ? source.content.json : undefined;
  const parent = (json as { extends?: unknown } | undefined)?.extends;
  return typeof parent === "string" ? parent : undefined;
}

/** The absolute path of a brand's file, or undefined when it is missing or resolves outside the folder. */
export function brandAssetPath(brandsDir: string, key: string, file: string): string | undefined {
  try {
    const folder = realpathSync(join(brandsDir, key));
    const path = realpathSync(join(folder, file));
    return path.startsWith(folder + sep) && statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}
