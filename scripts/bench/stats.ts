import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type CheckedBrands, checkBrands } from "@gse/brand-kit/node";
import { compileRevision, storeFileUrl } from "@gse/brand-kit/store";
import { chunkModulesFile } from "./build.ts";

/** Bytes of one file or a sum of files: as stored, gzip -9 and brotli (quality 11), as servers send them. */
export interface Size {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

export const zero: Size = { raw: 0, gzip: 0, brotli: 0 };

export function sizeOf(bytes: Uint8Array): Size {
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    }).byteLength,
  };
}

export const addSizes = (a: Size, b: Size): Size => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

type Manifest = Record<string, ManifestChunk>;

/** What the login route of one brand loads from the build before its form can be used. */
export interface LoginRouteStats {
  readonly brandKey: string;
  /** JS files, in load order: index.html's entry and its static imports, then family, screen and catalog. */
  readonly js: readonly { readonly file: string; readonly size: Size }[];
  readonly jsTotal: Size;
  readonly css: readonly string[];
  /** Every module inside those JS files (repository-relative ids; node_modules paths for dependencies). */
  readonly modules: readonly string[];
}

/** A build's chunk graph, from Vite's manifest and the chunk-module list `buildPortal` writes beside it. */
function readBuild(distDir: string) {
  const manifest = readJson<Manifest>(join(distDir, ".vite/manifest.json"));
  const chunkModules = readJson<Record<string, string[]>>(join(distDir, chunkModulesFile));
  const entry = manifest["index.html"];
  if (!entry) throw new Error(`${distDir}/.vite/manifest.json: expected an index.html entry, got none`);

  /** A chunk and everything it imports statically: what loads with it, before its code runs. */
  const closure = (chunk: ManifestChunk): ManifestChunk[] => {
    const seen = new Set<ManifestChunk>();
    const visit = (current: ManifestChunk) => {
      if (seen.has(current)) return;
      seen.add(current);
      for (const key of current.imports ?? []) {
        const imported = manifest[key];
        if (imported) visit(imported);
      }
    };
    visit(chunk);
    return [...seen];
  };
  /** The first module matching `pattern` that one of `from` imports dynamically. */
  const findDynamic = (from: readonly ManifestChunk[], pattern: RegExp): ManifestChunk | undefined => {
    for (const chunk of from) {
      const key = chunk.dynamicImports?.find((candidate) => pattern.test(candidate));
      if (key) return manifest[key];
    }
    return undefined;
  };
  const statsOf = (brandKey: string, chunks: Iterable<ManifestChunk>): LoginRouteStats => {
    const files = [...new Set(chunks)];
    const js = files.map((chunk) => ({
      file: chunk.file,
      size: sizeOf(readFileSync(join(distDir, chunk.file))),
    }));
    return {
      brandKey,
      js,
      jsTotal: js.reduce((total, { size }) => addSizes(total, size), zero),
      css: [...new Set(files.flatMap((chunk) => chunk.css ?? []))],
      modules: [...new Set(files.flatMap((chunk) => chunkModules[chunk.file] ?? []))],
    };
  };
  /** A family's page entry (apps/portal/src/entries/<family>.ts), when the build has one. */
  const familyEntry = (family: string): ManifestChunk | undefined => manifest[`src/entries/${family}.ts`];
  /** The script a page whose login the server drew starts with (apps/portal/src/hydration/submit-hold.ts). */
  const hold = manifest["src/hydration/submit-hold.ts"];
  return { entry, familyEntry, hold: hold ? [hold] : [], closure, findDynamic, statsOf };
}

/**
 * The login route's initial JavaScript read from a build's manifest, without a browser: the submit hold a page
 * whose login the server drew starts with, the chunks reachable from index.html through static imports, plus the dynamic imports boot makes before the form shows (the
 * brand's screen family, that family's login screen, the brand's language catalog), each with its own static
 * imports. Figures do not depend on timing, so a test can hold them to the budget.
 */
export function loginRouteStats(distDir: string, brandKey = "suite"): LoginRouteStats {
  const { entry, familyEntry, hold, closure, findDynamic, statsOf } = readBuild(distDir);
  const brand = readBrand(distDir, brandKey);
  const language = brand.tenantLanguage ?? "es";
  const page = familyEntry(brand.family);
  if (page) {
    // The family's page (apps/portal/family-pages.ts) brings the family's login and the Spanish catalog in its
    // own scripts; another language's catalog is imported as before.
    const initial = closure(page);
    const catalog = findDynamic(initial, new RegExp(`/i18n/locales/${language}\\.ts$`));
    return statsOf(brandKey, [...hold, ...initial, ...(catalog ? closure(catalog) : [])]);
  }

  const initial = closure(entry);
  const family = findDynamic(initial, new RegExp(`/families/${brand.family}/[^/]+-family\\.ts$`));
  if (!family) throw new Error(`${distDir}: the ${brand.family} family: expected a lazily imported module`);
  const catalog = findDynamic(initial, new RegExp(`/i18n/locales/${language}\\.ts$`));
  if (!catalog) throw new Error(`${distDir}: the ${language} catalog: expected a lazily imported chunk`);
  // The family's own login screen, else the one it inherits (a family module may sit in a shared chunk).
  const familyChunks = closure(family);
  const loginScreen =
    findDynamic(familyChunks, new RegExp(`/families/${brand.family}/LoginScreen\\.tsx$`)) ??
    findDynamic(familyChunks, /\/LoginScreen\.tsx$/);
  if (!loginScreen) throw new Error(`${distDir}: the ${brand.family} family: expected a lazy login screen`);

  return statsOf(brandKey, [
    ...hold,
    ...initial,
    ...familyChunks,
    ...closure(loginScreen),
    ...closure(catalog),
  ]);
}

let shipped: CheckedBrands | undefined;
export const shippedBrands = (): CheckedBrands => {
  shipped ??= checkBrands();
  return shipped;
};

/**
 * A shipped brand's family and language, from the brands directory: the build holds no brand (they are published
 * to the brand store), and which family's and catalog's chunks a login loads follows from these two alone.
 */
function readBrand(_distDir: string, brandKey: string): { family: string; tenantLanguage?: string } {
  const brand = shippedBrands().brands.get(brandKey);
  if (!brand) throw new Error(`brands/${brandKey}: expected a valid shipped brand`);
  return brand;
}

/** What index.html loads before any dynamic import: the whole of a page without lazy parts (the floor). */
export function entryStats(distDir: string): LoginRouteStats {
  const { entry, closure, statsOf } = readBuild(distDir);
  return statsOf("floor", closure(entry));
}

/** What a brand's page names in its HTML: its family's page's scripts, else index.html's (entryStats). */
export function pageStats(distDir: string, brandKey: string): LoginRouteStats {
  const { entry, familyEntry, closure, statsOf } = readBuild(distDir);
  return statsOf(brandKey, closure(familyEntry(readBrand(distDir, brandKey).family) ?? entry));
}

/** Every asset file the build's brand files name (`/assets/logo-abc123.svg`), by brand key. */
/**
 * The addresses of each brand's files as the brand store serves them (content-hashed names under
 * /brand-store/files/), compiled from the brands directory as `pnpm brands:publish` compiles them.
 */
export async function brandAssetFiles(brandKeys: readonly string[]): Promise<Map<string, Set<string>>> {
  const files = new Map<string, Set<string>>();
  for (const key of brandKeys) {
    const { revision } = await compileRevision(shippedBrands(), key);
    files.set(key, new Set(revision.files.map(storeFileUrl)));
  }
  return files;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}
