import { formatProblem } from "../../problems.ts";
import type { CheckedBrands } from "../check-brands.ts";
import { compileRevision, type LoginRenderer } from "./compile-revision.ts";
import { history, makeCurrent, readIndex, readRevision, writeRevision } from "./folder-store.ts";
import type { Revision } from "./revision.ts";

/** What happened to one brand named to `brands:publish`. */
export type PublishOutcome =
  | {
      readonly key: string;
      readonly status: "published" | "unchanged" | "current-again";
      readonly id: string;
    }
  | { readonly key: string; readonly status: "refused"; readonly problems: readonly string[] };

/** The problem lines of one brand: its own files', else (a parent's fault) every problem of the check. */
function problemsOf(checked: CheckedBrands, key: string): string[] {
  const file = checked.sources.find((source) => source.key === key)?.file;
  // Its folder's: brand.json's and its texts files'.
  const folder = file?.replace(/brand\.json$/, "");
  const own = checked.problems
    .filter((problem) => folder !== undefined && problem.file.startsWith(folder))
    .map(formatProblem);
  if (own.length > 0) return own;
  if (!file) return [`brands/${key}/brand.json: $: expected a brand folder, got nothing`];
  return checked.problems.map(formatProblem);
}

export interface PublishOptions {
  readonly storeDir: string;
  readonly checked: CheckedBrands;
  /** The keys to publish; every brand of the directory when empty. */
  readonly keys: readonly string[];
  readonly by: string;
  readonly now?: () => Date;
  readonly renderLogin?: LoginRenderer;
  /** Compile without making current: `brands:preview`. */
  readonly draft?: boolean;
}

/**
 * Compiles and publishes brands: a brand with any problem is refused whole and its current revision stays; a
 * valid one gets a revision (none when its content is the same as one the store has) made current.
 */
export async function publishBrands(options: PublishOptions): Promise<PublishOutcome[]> {
  const { checked, storeDir, by, now = () => new Date() } = options;
  const keys =
    options.keys.length > 0
      ? options.keys
      : checked.sources.map((source) => source.key).filter((key) => !checked.fixtureKeys.includes(key));
  const outcomes: PublishOutcome[] = [];
  for (const key of keys) {
    if (!checked.brands.has(key)) {
      outcomes.push({ key, status: "refused", problems: problemsOf(checked, key) });
      continue;
    }
    const compiled = await compileRevision(checked, key, options.renderLogin);
    const at = now();
    const { revision, created } = writeRevision(storeDir, compiled, { at, by });
    if (options.draft) {
      outcomes.push({ key, status: created ? "published" : "unchanged", id: revision.id });
      continue;
    }
    const before = makeCurrent(storeDir, key, {
      revision: revision.id,
      at: at.toISOString(),
      by,
      action: "publish",
    });
    const status = created ? "published" : before === revision.id ? "unchanged" : "current-again";
    outcomes.push({ key, status, id: revision.id });
  }
  return outcomes;
}

/**
 * Makes the revision before the current one (or the one named, by its id or the start of it) current again.
 * Throws what to do when there is none.
 */
export function rollbackBrand(
  storeDir: string,
  key: string,
  named: string | undefined,
  made: { readonly by: string; readonly at: Date },
): { readonly from: string | undefined; readonly to: Revision } {
  const entries = history(storeDir, key);
  if (entries.length === 0)
    throw new Error(`brands:rollback ${key}: no revision of ${key} was ever published`);
  let target: (typeof entries)[number] | undefined;
  if (named) {
    const matches = entries.filter((entry) => entry.id.startsWith(named));
    if (matches.length !== 1) {
      throw new Error(
        `brands:rollback ${key} ${named}: expected the id of a published revision (pnpm brands:history ${key}), got ${matches.length === 0 ? "none that matches" : "several that match"}`,
      );
    }
    target = matches[0];
  } else {
    const at = entries.findIndex((entry) => entry.current);
    target = entries[at + 1];
    if (!target) {
      throw new Error(
        `brands:rollback ${key}: the current revision ${entries[at]?.id ?? "(none)"} is the oldest published; name one with pnpm brands:rollback ${key} <revision>`,
      );
    }
  }
  const to = target && readRevision(storeDir, key, target.id);
  if (!to) throw new Error(`brands:rollback ${key}: revision ${target?.id} is missing from the store`);
  const from = readIndex(storeDir).current[key];
  makeCurrent(storeDir, key, { revision: to.id, at: made.at.toISOString(), by: made.by, action: "rollback" });
  return { from, to };
}
