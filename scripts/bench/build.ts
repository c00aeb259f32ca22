import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brandsPlugin } from "@gse/brand-kit/node";
import { build, type InlineConfig, loadConfigFromFile, type PluginOption } from "vite";
import { chunkModules, chunkModulesFile } from "../../apps/portal/chunk-modules.ts";

export { chunkModulesFile };

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
export const portalRoot = join(repoRoot, "apps/portal");
export const floorRoot = join(repoRoot, "bench/floor");

export interface BuildOptions {
  /** Output folder (emptied first). */
  readonly outDir: string;
  /** Another brands directory for the brands plugin: the 200-generated-brands measurement. */
  readonly brandsDir?: string;
  /** Extra plugins, e.g. the bundle visualizer of `pnpm bench --analyze`. */
  readonly plugins?: readonly PluginOption[];
}

/**
 * A production build of a Vite app with its own vite.config.ts, plus the manifest and the chunk-module list.
 * The config file is loaded as `vite build --configLoader runner` loads it; only the brands plugin may be
 * swapped for one reading another brands directory.
 */
async function buildApp(root: string, options: BuildOptions): Promise<void> {
  // Vite sets NODE_ENV to development while loading a config unless it is set: React's production build
  // needs "production" from the start, as `vite build` has it.
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const loaded = await loadConfigFromFile(
      { command: "build", mode: "production", isPreview: false, isSsrBuild: false },
      join(root, "vite.config.ts"),
      root,
      "silent",
      undefined,
      "runner",
    );
    if (!loaded) throw new Error(`${root}/vite.config.ts: expected a Vite config, got none`);
    const { config } = loaded;
    const { brandsDir } = options;
    const plugins = flatten(config.plugins ?? []).map((plugin) =>
      brandsDir && isNamed(plugin, "gse-brands") ? brandsPlugin({ brandsDir }) : plugin,
    );
    const inline: InlineConfig = {
      ...config,
      configFile: false,
      root,
      mode: "production",
      logLevel: "warn",
      plugins: [...plugins, chunkModules(repoRoot), ...(options.plugins ?? [])],
      build: { ...config.build, outDir: options.outDir, emptyOutDir: true, manifest: true },
    };
    await build(inline);
  } finally {
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
  }
}

/** Plugin options nest arrays (a plugin may be several); the brands plugin is looked up by name. */
const flatten = (plugins: readonly PluginOption[]): PluginOption[] =>
  plugins.flatMap((plugin) => (Array.isArray(plugin) ? flatten(plugin) : [plugin]));

const isNamed = (plugin: unknown, name: string) =>
  typeof plugin === "object" && plugin !== null && "name" in plugin && plugin.name === name;

/** The portal's production build, as `pnpm build` makes it (plus manifest and chunk-module list). */
export const buildPortal = (options: BuildOptions) => buildApp(portalRoot, options);

/**
 * A portal build made elsewhere, when it carries the manifest and chunk-module list the stats read: `pnpm build`
 * with GSE_BUILD_STATS=1 writes them (`pnpm test` builds so once, for the journeys, the bench and the budget
 * test). Throws naming the fix when it lacks them.
 */
export function statsOfBuild(dir: string): string {
  for (const file of [".vite/manifest.json", chunkModulesFile]) {
    if (!existsSync(join(dir, file)))
      throw new Error(`${join(dir, file)}: not found; build the portal with GSE_BUILD_STATS=1 pnpm build`);
  }
  return dir;
}

/** The floor app's production build: a bare React 19 login form with the same Vite settings. */
export const buildFloor = (options: BuildOptions) => buildApp(floorRoot, options);

/** Writes a JSON file, for the raw stats `pnpm bench` leaves behind. */
export function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
