import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import * as v from "valibot";
import type { CompiledRevision } from "./compile-revision.ts";
import { type Revision, RevisionSchema } from "./revision.ts";
import { withStoreLock } from "./store-lock.ts";

/**
 * The brand store is one folder (BRAND_STORE):
 * - `public/` what pages ask for, served under /brand-store/ by the API and nginx, never changed once written:
 *   `public/revisions/<key>/<id>.json` (a revision's brand) and `public/files/<name>-<hash>.<ext>`;
 * - `revisions/<key>/<id>.json` each revision whole (the page head the server writes), never changed either;
 * - `index.json` the one mutable thing: the current revision of each key, replaced atomically (rename);
 * - `history/<key>.jsonl` who made which revision current, and when (append only);
 * - `preview.key` the secret preview links are signed with.
 */
export const storePaths = (dir: string) => ({
  index: join(dir, "index.json"),
  publicDir: join(dir, "public"),
  publicRevision: (key: string, id: string) => join(dir, "public", "revisions", key, `${id}.json`),
  publicFile: (name: string) => join(dir, "public", "files", name),
  revision: (key: string, id: string) => join(dir, "revisions", key, `${id}.json`),
  history: (key: string) => join(dir, "history", `${key}.jsonl`),
  previewKey: join(dir, "preview.key"),
});

const IndexSchema = v.object({ current: v.record(v.string(), v.string()) });
export type StoreIndex = v.InferOutput<typeof IndexSchema>;

const HistoryEventSchema = v.object({
  revision: v.string(),
  at: v.string(),
  by: v.string(),
  action: v.picklist(["publish", "rollback"]),
});
export type HistoryEvent = v.InferOutput<typeof HistoryEventSchema>;

/** Writes a file whole or not at all: readers (other API instances, nginx) never see half of it. */
function writeAtomically(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** The store's current revision of each key; an empty index for a store nothing was published to. */
export function readIndex(dir: string): StoreIndex {
  const file = storePaths(dir).index;
  if (!existsSync(file)) return { current: {} };
  const parsed = v.safeParse(v.pipe(v.string(), v.parseJson(), IndexSchema), readFileSync(file, "utf8"));
  if (!parsed.success) throw new Error(`${file}: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/** One revision of a key, parsed; undefined when the store has none with that id. */
export function readRevision(dir: string, key: string, id: string): Revision | undefined {
  const file = storePaths(dir).revision(key, id);
  if (!/^[0-9a-f]{12}$/.test(id) || !existsSync(file)) return undefined;
  const parsed = v.safeParse(v.pipe(v.string(), v.parseJson(), RevisionSchema), readFileSync(file, "utf8"));
  if (!parsed.success) throw new Error(`${file}: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/**
 * Writes a compiled revision into the store unless it is there already (same content, same id); the public
 * files first and the revision file last, so a revision the servers can see always has all its files.
 */
export function writeRevision(
  dir: string,
  compiled: CompiledRevision,
  made: { readonly at: Date; readonly by: string },
): { readonly revision: Revision; readonly created: boolean } {
  const paths = storePaths(dir);
  const { key, id } = compiled.revision;
  const existing = readRevision(dir, key, id);
  if (existing) return { revision: existing, created: false };
  for (const [name, file] of compiled.files) {
    const target = paths.publicFile(name);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    copyFileSync(file, temporary);
    renameSync(temporary, target);
  }
  for (const [name, content] of compiled.generated) {
    if (!existsSync(paths.publicFile(name))) writeAtomically(paths.publicFile(name), content);
  }
  writeAtomically(paths.publicRevision(key, id), JSON.stringify(compiled.revision.brand));
  const revision: Revision = { ...compiled.revision, createdAt: made.at.toISOString(), author: made.by };
  writeAtomically(paths.revision(key, id), `${JSON.stringify(revision)}\n`);
  return { revision, created: true };
}

/** Who made each revision of `key` current, oldest first. */
export function readHistoryEvents(dir: string, key: string): HistoryEvent[] {
  const file = storePaths(dir).history(key);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => {
      const parsed = v.safeParse(v.pipe(v.string(), v.parseJson(), HistoryEventSchema), line);
      return parsed.success ? [parsed.output] : []; // a line cut short by a crash is not an event
    });
}

/**
 * Makes `id` the current revision of `key` (under the store's lock) and records who did it; the revision must be
 * in the store. Answers the revision that was current before.
 */
export function makeCurrent(dir: string, key: string, event: HistoryEvent): string | undefined {
  if (!readRevision(dir, key, event.revision)) {
    throw new Error(`${storePaths(dir).revision(key, event.revision)}: not in the store`);
  }
  mkdirSync(dir, { recursive: true });
  return withStoreLock(dir, () => {
    const index = readIndex(dir);
    const before = index.current[key];
    if (before === event.revision) return before;
    const history = storePaths(dir).history(key);
    mkdirSync(dirname(history), { recursive: true });
    appendFileSync(history, `${JSON.stringify(event)}\n`);
    writeAtomically(
      storePaths(dir).index,
      `${JSON.stringify({ current: { ...index.current, [key]: event.revision } }, null, 1)}\n`,
    );
    return before;
  });
}

/** One published revision of a key, as `brands:history` lists it. */
export interface HistoryEntry {
  readonly id: string;
  /** When and by whom it was first made current. */
  readonly at: string;
  readonly by: string;
  readonly current: boolean;
}

/** The revisions of `key` that have been published, newest first (by when each was first made current). */
export function history(dir: string, key: string): HistoryEntry[] {
  const current = readIndex(dir).current[key];
  const first = new Map<string, HistoryEvent>();
  for (const event of readHistoryEvents(dir, key)) {
    if (!first.has(event.revision)) first.set(event.revision, event);
  }
  return [...first.values()].reverse().map((event) => ({
    id: event.revision,
    at: event.at,
    by: event.by,
    current: event.revision === current,
  }));
}
