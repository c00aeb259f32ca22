import { existsSync, type FSWatcher, statSync, watch } from "node:fs";
import {
  type Brand,
  type BrandTexts,
  brandColorScheme,
  DEFAULT_BRAND_KEY,
  type Language,
  parseBrand,
} from "@gse/brand-kit";
import { type LoginPage, previewSecret, type Revision, readIndex, readRevision } from "@gse/brand-kit/store";
import type { FirstPaintHead } from "../first-paint-head.ts";
import type { Readiness } from "../ops/health.ts";

/** A revision as the page server uses it: parsed once when it becomes current or is previewed. */
export interface ServedRevision {
  readonly key: string;
  readonly id: string;
  readonly brand: Brand;
  readonly head: FirstPaintHead & { readonly title: string; readonly language: string };
  /** The brand's part of the page's Link header: its JSON first, then its fonts. */
  readonly preload: readonly string[];
  /** The login drawn ahead of time, by language, for the page's root (absent when it could not be drawn). */
  readonly loginPage?: LoginPage | undefined;
  /** The brand's own texts by language, for what the server renders in the brand (emails). */
  readonly texts?: Partial<Record<Language, BrandTexts>>;
}

/** The current revision of every key at one moment: a page is written from one snapshot only. */
export interface BrandStoreSnapshot {
  readonly current: ReadonlyMap<string, ServedRevision>;
}

export interface LiveBrandStore {
  readonly dir: string;
  snapshot(): BrandStoreSnapshot;
  /** Any revision of a key (a draft a preview link names); undefined when the store has none that parses. */
  revision(key: string, id: string): ServedRevision | undefined;
  /** The secret the store's preview links are signed with (made on first use, as `brands:preview` does). */
  previewSecret(): Uint8Array;
  /** Whether pages can be served from the store: a readiness check's question. */
  usable(): { readonly ok: true } | { readonly ok: false; readonly problem: string };
  /** Reads the index again now (the poll does it within a second). */
  refresh(): void;
  close(): void;
}

/** How often the index's file is looked at: a change is served within this, and fs.watch is often sooner. */
const POLL_MS = 1000;

export function served(revision: Revision): ServedRevision | undefined {
  const parsed = parseBrand(revision.brand, `${revision.key}/${revision.id}.json`);
  if (!parsed.success) return undefined;
  const { head } = revision;
  return {
    key: revision.key,
    id: revision.id,
    brand: parsed.brand,
    head: {
      family: parsed.brand.family,
      colorScheme: brandColorScheme(parsed.brand),
      css: head.pageCss,
      fonts: head.fonts,
      styles: head.loginStyles,
      title: head.title,
      language: head.language,
    },
    preload: revision.preload,
    loginPage: head.loginPage,
    ...(revision.texts && { texts: revision.texts as Partial<Record<Language, BrandTexts>> }),
  };
}

/**
 * The brand store as a running server reads it: the current revision of each key, swapped as soon as the index
 * changes (a publish or a rollback by a command, on this machine or another sharing the folder). Polled as well
 * as watched, because a folder shared over the network reports no change events. A store that cannot be read
 * keeps the last snapshot it could, and says why in `usable()`.
 */
export function openLiveBrandStore(
  dir: string,
  log: (message: string) => void = (message) => console.error(message),
): LiveBrandStore {
  const revisions = new Map<string, ServedRevision | undefined>();
  const load = (key: string, id: string): ServedRevision | undefined => {
    const cacheKey = `${key}/${id}`;
    if (!revisions.has(cacheKey)) {
      try {
        const revision = readRevision(dir, key, id);
        revisions.set(cacheKey, revision && revision.key === key ? served(revision) : undefined);
      } catch (error) {
        log(`brand store: ${error instanceof Error ? error.message : String(error)}`);
        return undefined; // not cached: a file being written is read again on the next look
      }
    }
    return revisions.get(cacheKey);
  };

  let snapshot: BrandStoreSnapshot = { current: new Map() };
  let problem: string | undefined;
  let seen = "";
  const indexFile = `${dir}/index.json`;

  const refresh = () => {
    const stat = statSync(indexFile, { throwIfNoEntry: false });
    const signature = stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : "none";
    if (signature === seen) return;
    try {
      const index = readIndex(dir);
      const current = new Map<string, ServedRevision>();
      for (const [key, id] of Object.entries(index.current)) {
        // A revision that cannot be read keeps the one served before it.
        const revision = load(key, id) ?? snapshot.current.get(key);
        if (revision) current.set(key, revision);
      }
      snapshot = { current };
      seen = signature;
      problem = current.has(DEFAULT_BRAND_KEY)
        ? undefined
        : `${dir}: no current revision of the default brand "${DEFAULT_BRAND_KEY}"; publish the brands with pnpm brands:publish (BRAND_STORE names the store)`;
    } catch (error) {
      problem = `brand store: ${error instanceof Error ? error.message : String(error)}`;
      log(problem);
    }
  };

  refresh();
  const timer = setInterval(refresh, POLL_MS);
  timer.unref();
  let watcher: FSWatcher | undefined;
  try {
    if (existsSync(dir)) {
      watcher = watch(dir, (_event, name) => {
        if (name === "index.json") refresh();
      });
      watcher.unref();
    }
  } catch {
    // No change events here (some network folders): the poll alone serves changes.
  }

  return {
    dir,
    snapshot: () => snapshot,
    revision: load,
    previewSecret: () => previewSecret(dir),
    usable: () => (problem ? { ok: false, problem } : { ok: true }),
    refresh,
    close() {
      clearInterval(timer);
      watcher?.close();
    },
  };
}

/** GET /health/ready's "brand store" check: an instance whose store has no default brand cannot draw a page. */
export function registerBrandStoreCheck(readiness: Readiness, store: LiveBrandStore): void {
  readiness.register("brand store", async () => {
    const usable = store.usable();
    if (!usable.ok) throw new Error(usable.problem);
  });
}
