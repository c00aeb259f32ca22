import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./build.ts";
import { brandAssetFiles, type LoginRouteStats, shippedBrands } from "./stats.ts";

/** bench/budget.json: what the login route may cost. */
export interface Budget {
  readonly loginInitialJsGzipBytes: number;
  readonly brandGrowthGzipBytes: number;
  readonly generatedBrands: number;
  /** What must not be in the login route's initial load: a name, and a piece of module id that gives it away. */
  readonly notInLoginRoute: Readonly<Record<string, string>>;
  /** JavaScript the console loads after Ingresar, until its first list is usable (checked by --check). */
  readonly consoleJsGzipBytes: number;
  /** Median ms from Ingresar to the first list usable, at the bench's CPU slowdown: reported, never checked. */
  readonly ingresarToFirstListMs: number;
  /**
   * The suite login's median visible time (its form's first paint) over the floor's, as served (the server's
   * HTML, the preload headers): checked by --check over at least MIN_TIMED_RUNS runs.
   */
  readonly loginVisibleRatioToFloor: number;
  /** The same for the usable time (hydrated, the main thread free): checked likewise. */
  readonly loginUsableRatioToFloor: number;
  /** Median ms from the side menu's Usuarios link to the users list's first page usable (10000 users; checked). */
  readonly usersListFirstPageMs: number;
  /** 95th percentile of the users list filter's input delay while typing, in ms: one frame (checked). */
  readonly usersFilterInputDelayMs: number;
  /** 95th percentile of the frame intervals while an item is dragged across a 500-item menu tree, in ms (checked). */
  readonly menuDragFrameP95Ms: number;
}

export const budgetFile = join(repoRoot, "bench/budget.json");

export function readBudget(): Budget {
  return JSON.parse(readFileSync(budgetFile, "utf8")) as Budget;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The fewest timed loads whose medians --check holds to a budget: fewer are reported, not checked. */
export const MIN_TIMED_RUNS = 10;

/** The suite login's timings over the floor's, over budget. */
export function loginRatioProblems(
  ratios: { readonly visible: number; readonly usable: number },
  budget: Budget,
): string[] {
  const problems: string[] = [];
  if (ratios.visible > budget.loginVisibleRatioToFloor) {
    problems.push(
      `login (suite): visible ${ratios.visible.toFixed(2)}× the floor's (median), budget ${budget.loginVisibleRatioToFloor}×`,
    );
  }
  if (ratios.usable > budget.loginUsableRatioToFloor) {
    problems.push(
      `login (suite): usable ${ratios.usable.toFixed(2)}× the floor's (median), budget ${budget.loginUsableRatioToFloor}×`,
    );
  }
  return problems;
}

/** The default brand's login route over budget, as one problem per line; none when it fits. */
export function initialJsProblems(stats: LoginRouteStats, budget: Budget): string[] {
  const { gzip } = stats.jsTotal;
  return gzip > budget.loginInitialJsGzipBytes
    ? [
        `login route (${stats.brandKey}): initial JS ${kb(gzip)} gzip, budget ${kb(budget.loginInitialJsGzipBytes)}` +
          `; its files: ${stats.js.map(({ file, size }) => `${file} ${kb(size.gzip)}`).join(", ")}`,
      ]
    : [];
}

/** Modules the login route must not load (the hub client, the console, every brand), by the chunk holding them. */
export function forbiddenModuleProblems(stats: LoginRouteStats, budget: Budget): string[] {
  return Object.entries(budget.notInLoginRoute).flatMap(([what, marker]) => {
    const found = stats.modules.filter((id) => id.includes(marker));
    return found.length > 0
      ? [`login route (${stats.brandKey}): ${what} in its initial load: ${found.slice(0, 3).join(", ")}`]
      : [];
  });
}

/**
 * No brand's asset in the login route's JavaScript or stylesheets: brands are fetched as data at runtime
 * (the brand store's /brand-store/ files), so the code names none of their files, and the build holds none.
 */
export async function brandAssetProblems(distDir: string, stats: LoginRouteStats): Promise<string[]> {
  const problems: string[] = [];
  // The build holds no brand at all: brands reach the servers through the brand store.
  if (existsSync(join(distDir, "brands"))) problems.push(`${distDir}/brands: the build holds brands`);
  const assets = await brandAssetFiles([...shippedBrands().brands.keys()]);
  const code = [...stats.js.map(({ file }) => file), ...stats.css]
    .map((file) => readFileSync(join(distDir, file), "utf8"))
    .join("\n");
  for (const [key, files] of assets) {
    for (const file of files) {
      const name = file.split("/").pop() ?? file;
      if (code.includes(name)) problems.push(`login route (${stats.brandKey}): names ${key}'s asset ${file}`);
    }
  }
  return [...new Set(problems)];
}

/** Growth of the login route's initial JS from the shipped brands to many more, over budget. */
export function brandGrowthProblems(shipped: LoginRouteStats, generated: LoginRouteStats, budget: Budget) {
  const growth = generated.jsTotal.gzip - shipped.jsTotal.gzip;
  return growth > budget.brandGrowthGzipBytes
    ? [
        `login route: initial JS grows ${kb(growth)} gzip with ${budget.generatedBrands} more brands, budget ` +
          kb(budget.brandGrowthGzipBytes),
      ]
    : [];
}

/** The console's JavaScript over budget, as one problem; none when it fits. */
export function consoleJsProblems(gzip: number, budget: Budget): string[] {
  return gzip > budget.consoleJsGzipBytes
    ? [`console after sign-in: JS ${kb(gzip)} gzip, budget ${kb(budget.consoleJsGzipBytes)}`]
    : [];
}

/** The users list over a large directory, over budget: its first page and its filter's input delay. */
export function usersListProblems(
  figures: { readonly firstPageMedianMs: number; readonly inputDelayP95Ms: number },
  budget: Budget,
): string[] {
  const problems: string[] = [];
  if (figures.firstPageMedianMs > budget.usersListFirstPageMs) {
    problems.push(
      `users list: first page usable after ${figures.firstPageMedianMs.toFixed(0)} ms (median), budget ${budget.usersListFirstPageMs} ms`,
    );
  }
  if (figures.inputDelayP95Ms > budget.usersFilterInputDelayMs) {
    problems.push(
      `users list: filter input delay ${figures.inputDelayP95Ms.toFixed(1)} ms (p95), budget ${budget.usersFilterInputDelayMs} ms`,
    );
  }
  return problems;
}

/** The menu editor's drag over a 500-item tree, over budget: its frames, and rows covering one another. */
export function menuEditorProblems(
  figures: { readonly dragFrameP95Ms: number; readonly overlappingRows: number },
  budget: Budget,
): string[] {
  const problems: string[] = [];
  if (figures.dragFrameP95Ms > budget.menuDragFrameP95Ms) {
    problems.push(
      `menu editor: drag frame time ${figures.dragFrameP95Ms.toFixed(1)} ms (p95) over a 500-item tree, budget ${budget.menuDragFrameP95Ms} ms`,
    );
  }
  if (figures.overlappingRows > 0) {
    problems.push(
      `menu editor: ${figures.overlappingRows} pairs of rows overlapping halfway through a parent's drag, expected none`,
    );
  }
  return problems;
}
