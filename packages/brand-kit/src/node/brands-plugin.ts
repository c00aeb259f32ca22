import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { Plugin, ResolvedConfig, Rollup, ViteDevServer } from "vite";
import type { Language } from "../language.ts";
import { parseBrand } from "../parse-brand.ts";
import { formatProblem } from "../problems.ts";
import { mapAssetRefs } from "../resolve/asset-refs.ts";
import type { Brand } from "../schema/brand.ts";
import { type CheckedBrands, checkBrands, defaultBrandsDir } from "./check-brands.ts";
import { brandAssetPath } from "./read-brand-sources.ts";

/**
 * The module Storybook and tests import to get every brand: `brands`, `brandKeys`, `brandTexts`. Never the
 * portal.
 */
export const BRANDS_MODULE_ID = "virtual:gse-brands";
const RESOLVED_MODULE_ID = `\0${BRANDS_MODULE_ID}`;

const contentTypes: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
};

export interface BrandsPluginOptions {
  /** The brands directory; the repository's `brands/` by default. */
  readonly brandsDir?: string;
  /** Emit `brands/<key>.json` per brand into the build (the portal needs them; Storybook does not). */
  readonly brandFiles?: boolean;
  /**
   * Folders of test-only brands (the example family's kiosk brand): in `virtual:gse-brands` as `brands` and
   * `fixtureBrandKeys`, served by the dev server, never emitted into a build nor listed in `brandKeys`.
   */
  readonly fixtureBrandsDirs?: readonly string[];
}

/**
 * Discovers `brands/*\/brand.json`, validates and flattens every brand, and:
 * - serves (dev) or emits (build) one `brands/<key>.json` per valid brand, its assets rewritten to the
 *   emitted, hashed files, so a page downloads only its own brand and the bundle does not grow with brands;
 * - provides `virtual:gse-brands` with every brand for Storybook and tests.
 * A brand with problems fails the build; the dev server logs it and serves it as written, so the page
 * reports it in the console and falls back to the default brand.
 */
export function brandsPlugin(options: BrandsPluginOptions = {}): Plugin {
  const brandsDir = options.brandsDir ?? defaultBrandsDir;
  const emitBrandFiles = options.brandFiles ?? true;
  const fixtureDirs = options.fixtureBrandsDirs ?? [];
  let config: ResolvedConfig;
  let checked: CheckedBrands | undefined;
  /** Emitted asset reference ids by file, for one build: brands that share a file share one copy. */
  let emitted = new Map<string, string>();

  // Brand files are addressed from the site root; a relative or remote base (Storybook's "./", a CDN) keeps
  // the dev addresses at "/" and only the emitted files carry it.
  const base = () => (config.base.startsWith("/") ? config.base : "/");
  const devPrefix = () => `${base()}brands/`;

  const check = (): CheckedBrands => {
    if (!checked) {
      checked = checkBrands(brandsDir, base(), fixtureDirs);
      if (checked.problems.length > 0 && config.command === "serve") {
        config.logger.warn(
          `Brands with problems (the page falls back to the default brand):\n${report(checked)}`,
        );
      }
    }
    return checked;
  };

  const emitAsset = (context: { emitFile: Rollup.PluginContext["emitFile"] }, file: string): string => {
    let referenceId = emitted.get(file);
    if (!referenceId) {
      referenceId = context.emitFile({ type: "asset", name: basename(file), source: readFileSync(file) });
      emitted.set(file, referenceId);
    }
    return referenceId;
  };

  /** A dev address (`/brands/suite/logo.svg`) back to its file, for the build to emit. */
  const assetFile = (ref: string): string | undefined => {
    const match = ref.startsWith(devPrefix())
      ? /^([a-z0-9_-]+)\/(.+)$/.exec(ref.slice(devPrefix().length))
      : null;
    return match?.[1] && match[2] ? brandAssetPath(check().dirOf(match[1]), match[1], match[2]) : undefined;
  };

  return {
    name: "gse-brands",

    configResolved(resolved) {
      config = resolved;
    },

    buildStart() {
      checked = undefined;
      emitted = new Map();
      // A build that emits no brand (the portal's: its brands are published to the brand store) reads them only
      // if something imports virtual:gse-brands (Storybook).
      if (config.command !== "build" || !emitBrandFiles) return;
      const result = check();
      if (result.problems.length > 0) this.error(`Brands with problems:\n${report(result)}`);
    },

    resolveId(id) {
      return id === BRANDS_MODULE_ID ? RESOLVED_MODULE_ID : undefined;
    },

    load(id) {
      if (id !== RESOLVED_MODULE_ID) return undefined;
      const { brands, fixtureKeys } = check();
      if (config.command === "build" && checked && checked.problems.length > 0) {
        this.error(`Brands with problems:\n${report(checked)}`);
      }
      const entries = [...brands].map(([key, brand]) => {
        if (config.command === "serve") return `${JSON.stringify(key)}: ${JSON.stringify(brand)}`;
        // Each asset becomes an emitted file whose final address the bundler writes in.
        const urls: string[] = [];
        const withPlaceholders = mapAssetRefs(brand, ({ ref }) => {
          const file = assetFile(ref);
          if (!file) return ref;
          urls.push(`import.meta.ROLLUP_FILE_URL_${emitAsset(this, file)}`);
          return `\0${urls.length - 1}\0`;
        });
        const code = JSON.stringify(withPlaceholders).replace(
          /"\\u0000(\d+)\\u0000"/g,
          (_, index: string) => {
            return urls[Number(index)] ?? "undefined";
          },
        );
        return `${JSON.stringify(key)}: ${code}`;
      });
      return [
        `export const brands = {${entries.join(",\n")}};`,
        `export const fixtureBrandKeys = ${JSON.stringify(fixtureKeys.filter((key) => brands.has(key)))};`,
        // Each brand's own texts by language, for stories and review pages to draw a brand in its own words.
        `export const brandTexts = ${JSON.stringify(Object.fromEntries(check().texts))};`,
        "export const brandKeys = Object.keys(brands).filter((key) => !fixtureBrandKeys.includes(key));",
      ].join("\n");
    },

    configureServer(server) {
      server.watcher.add([brandsDir, ...fixtureDirs]);
      server.watcher.on("all", (_event, path) => {
        if (![brandsDir, ...fixtureDirs].some((dir) => path.startsWith(dir))) return;
        checked = undefined;
        reloadBrandsModule(server);
      });
      server.middlewares.use((request, response, next) => {
        const path = request.url ?? "";
        // Module requests (`?import`, `?url`) stay Vite's: Storybook and tests run with the repository as
        // root, where brands/ is also a folder of source files.
        if (path.includes("?") || !path.startsWith(devPrefix())) return next();
        const rest = path.slice(devPrefix().length);
        const { brands, merged, sources } = check();

        const brandFile = /^([a-z0-9_-]+)\.json$/.exec(rest);
        if (brandFile?.[1]) {
          const key = brandFile[1];
          const source = sources.find((candidate) => candidate.key === key);
          const json =
            brands.get(key) ??
            merged.get(key) ??
            (source && "json" in source.content ? source.content.json : undefined);
          if (json === undefined) return notFound(response);
          response.setHeader("content-type", "application/json");
          response.setHeader("cache-control", "no-cache");
          return response.end(JSON.stringify(json));
        }

        // A brand's texts of a language, compiled and flattened along `extends` (the folder's file is its source).
        const textsFile = /^([a-z0-9_-]+)\/texts\/(es|en|pt)\.json$/.exec(rest);
        if (textsFile?.[1] && textsFile[2]) {
          const texts = check().texts.get(textsFile[1])?.[textsFile[2] as Language];
          if (!texts) return notFound(response);
          response.setHeader("content-type", "application/json");
          response.setHeader("cache-control", "no-cache");
          return response.end(JSON.stringify(texts));
        }

        const asset = /^([a-z0-9_-]+)\/(.+)$/.exec(rest);
        const file =
          asset?.[1] && asset[2] ? brandAssetPath(check().dirOf(asset[1]), asset[1], asset[2]) : undefined;
        const type = contentTypes[file?.split(".").pop() ?? ""];
        if (!file || !type) return next();
        response.setHeader("content-type", type);
        response.setHeader("cache-control", "no-cache");
        // An SVG opened on its own must not run scripts from a brand folder.
        response.setHeader("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
        return response.end(readFileSync(file));
      });
    },

    generateBundle() {
      if (!emitBrandFiles) return;
      if (!config.base.startsWith("/") && !config.base.startsWith("https://")) {
        this.error(
          `gse-brands: base: expected an absolute base like / for brands/<key>.json, got "${config.base}"`,
        );
      }
      const { brands, fixtureKeys } = check();
      for (const [key, brand] of brands) {
        if (fixtureKeys.includes(key)) continue;
        const served: Brand = mapAssetRefs(brand, ({ ref }) => {
          const file = assetFile(ref);
          return file ? `${config.base}${this.getFileName(emitAsset(this, file))}` : ref;
        });
        const parsed = parseBrand(served, `brands/${key}.json`);
        if (!parsed.success) this.error(parsed.problems.map(formatProblem).join("\n"));
        this.emitFile({ type: "asset", fileName: `brands/${key}.json`, source: JSON.stringify(served) });
        for (const [language, texts] of Object.entries(check().texts.get(key) ?? {})) {
          const fileName = `brands/${key}/texts/${language}.json`;
          this.emitFile({ type: "asset", fileName, source: JSON.stringify(texts) });
        }
      }
    },
  };
}

function report({ problems }: CheckedBrands): string {
  return problems.map((problem) => `  ${formatProblem(problem)}`).join("\n");
}

function notFound(response: import("node:http").ServerResponse): void {
  response.statusCode = 404;
  response.end();
}

function reloadBrandsModule(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(RESOLVED_MODULE_ID);
    if (module) environment.moduleGraph.invalidateModule(module);
  }
  server.ws.send({ type: "full-reload" });
}
