import type { Plugin } from "vite";

/** Where the build writes which modules went into which chunk, beside Vite's manifest. */
export const chunkModulesFile = ".vite/chunk-modules.json";

/**
 * Records every chunk's modules, by ids relative to `repoRoot` so they read the same on every machine: the
 * manifest names only a chunk's facade module, and the login's budget (`pnpm bench`, scripts/login-budget.test.ts)
 * needs to know that nothing of @microsoft/signalr (or the console) sits inside a chunk the login loads.
 */
export function chunkModules(repoRoot: string): Plugin {
  const root = repoRoot.endsWith("/") ? repoRoot : `${repoRoot}/`;
  const portable = (id: string) => id.replace(/^\0/, "").split(root).join("");
  return {
    name: "gse-chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type === "chunk") modules[item.fileName] = item.moduleIds.map(portable);
      }
      this.emitFile({ type: "asset", fileName: chunkModulesFile, source: JSON.stringify(modules, null, 1) });
    },
  };
}
