import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { isLanguage, type Language, languages } from "../../language.ts";
import type { BrandProblem } from "../../problems.ts";
import type { BrandSource } from "../../resolve/resolve-brands.ts";
import type { BrandTexts } from "../../texts/brand-texts.ts";
import { parentOf } from "../read-brand-sources.ts";
import { type CatalogMessage, type CatalogMessages, placeholdersOf } from "./catalog-messages.ts";
import { nearest } from "./nearest.ts";

/** A brand's own texts in each language it rewords (its own and its parents'), compiled as the catalogs are. */
export type BrandTextsByLanguage = Partial<Record<Language, BrandTexts>>;

export interface CheckedTexts {
  /** Each brand's texts after `extends` (a tenant's over its application's), by key; a brand with none is absent. */
  readonly texts: ReadonlyMap<string, BrandTextsByLanguage>;
  readonly problems: readonly BrandProblem[];
  /** The keys whose texts (or a parent's) have a problem: such a brand is not published. */
  readonly failed: ReadonlySet<string>;
}

/** The fewest characters a brand's wording may take, whatever the catalog's: a short button still fits them. */
export const MIN_TEXT_LIMIT = 40;

/**
 * The longest a brand's wording of a message may be: twice the catalogs' longest wording of it, and never less
 * than MIN_TEXT_LIMIT. What the screens' layouts hold at 360 px (the review grid draws every overridden screen).
 */
export const textLimit = (message: CatalogMessage): number =>
  Math.max(MIN_TEXT_LIMIT, 2 * Math.max(...Object.values(message.wording).map((text) => text.length)));

const markup = /<\s*[a-zA-Z/!?]|&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/;

const list = (names: ReadonlySet<string>): string =>
  names.size === 0
    ? "none"
    : [...names]
        .sort()
        .map((name) => `{${name}}`)
        .join(", ");

/** The problem with one wording of a catalog message, or its compiled form. */
function checkText(
  message: CatalogMessage | undefined,
  id: string,
  text: unknown,
  ids: () => readonly string[],
): { readonly problem: string } | { readonly compiled: CompiledMessage } {
  if (!message) {
    const close = nearest(id, ids(), 3).map((found) => JSON.stringify(found));
    return {
      problem: `expected a message of the catalogs (its Spanish source text), got ${JSON.stringify(id)}${
        close.length > 0 ? `; nearest: ${close.join(", ")}` : ""
      }`,
    };
  }
  if (typeof text !== "string" || text.trim() === "") {
    return { problem: `expected the brand's wording as a text, got ${JSON.stringify(text)}` };
  }
  if (markup.test(text)) {
    return {
      problem: `expected plain text (no markup: screens and emails show it as written), got ${JSON.stringify(text)}`,
    };
  }
  const limit = textLimit(message);
  if (text.length > limit) {
    return {
      problem: `expected at most ${limit} characters (what the screens' layout holds), got ${text.length}`,
    };
  }
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(text);
  } catch (error) {
    return {
      problem: `expected braces only around the placeholders ${list(message.placeholders)}, got ${JSON.stringify(text)} (${(error as Error).message.split("\n")[0]})`,
    };
  }
  const got = placeholdersOf(compiled);
  const same =
    got.size === message.placeholders.size && [...got].every((name) => message.placeholders.has(name));
  if (!same) {
    return {
      problem: `expected the placeholders ${list(message.placeholders)} (the catalog's), got ${list(got)}`,
    };
  }
  return { compiled };
}

/**
 * Reads and checks the `texts/<language>.json` files of the brand folders (an object from a catalog message's
 * Spanish source text to the brand's wording), and flattens them along `extends`: a tenant's wording over its
 * application's, over its parent's. A language without a file falls back to the parent's, then the catalog's.
 */
export function checkBrandTexts(
  sources: readonly BrandSource[],
  dirOf: (key: string) => string,
  catalog: CatalogMessages,
): CheckedTexts {
  const problems: BrandProblem[] = [];
  const own = new Map<string, BrandTextsByLanguage>();
  const failedOwn = new Set<string>();
  let ids: string[] | undefined;
  const catalogIds = () => (ids ??= [...catalog.keys()]);

  for (const source of sources) {
    const folder = join(dirOf(source.key), source.key, "texts");
    if (!existsSync(folder)) continue;
    const label = `${source.file.replace(/brand\.json$/, "")}texts/`;
    const byLanguage: BrandTextsByLanguage = {};
    for (const name of readdirSync(folder).sort()) {
      const file = `${label}${name}`;
      const report = (path: string, message: string) => {
        problems.push({ file, path, message });
        failedOwn.add(source.key);
      };
      const language = basename(name, ".json");
      if (!name.endsWith(".json") || !isLanguage(language)) {
        report("$", `expected a texts file named ${languages.map((found) => `${found}.json`).join(", ")}`);
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(join(folder, name), "utf8"));
      } catch (error) {
        report("$", `expected valid JSON, got ${(error as Error).message}`);
        continue;
      }
      if (typeof json !== "object" || json === null || Array.isArray(json)) {
        report(
          "$",
          `expected an object from a catalog message to the brand's wording, got ${JSON.stringify(json)}`,
        );
        continue;
      }
      const compiled: Record<string, CompiledMessage> = {};
      for (const [id, text] of Object.entries(json)) {
        const result = checkText(catalog.get(id), id, text, catalogIds);
        if ("problem" in result) report(JSON.stringify(id), result.problem);
        else compiled[id] = result.compiled;
      }
      byLanguage[language] = compiled as BrandTexts;
    }
    own.set(source.key, byLanguage);
  }

  const byKey = new Map(sources.map((source) => [source.key, source]));
  const texts = new Map<string, BrandTextsByLanguage>();
  const failed = new Set<string>();
  const resolving = new Set<string>();
  const resolve = (key: string): BrandTextsByLanguage => {
    const done = texts.get(key);
    if (done) return done;
    const source = byKey.get(key);
    // A loop in `extends` is brand.json's problem, reported there.
    if (!source || resolving.has(key)) return {};
    resolving.add(key);
    const parentKey = parentOf(source);
    const inherited = parentKey ? resolve(parentKey) : {};
    if (failedOwn.has(key) || (parentKey && failed.has(parentKey))) failed.add(key);
    const mine = own.get(key) ?? {};
    const flat: BrandTextsByLanguage = {};
    for (const language of languages) {
      const merged = { ...inherited[language], ...mine[language] };
      if (Object.keys(merged).length > 0) flat[language] = merged;
    }
    texts.set(key, flat);
    return flat;
  };
  for (const source of sources) resolve(source.key);
  for (const [key, flat] of texts) if (Object.keys(flat).length === 0) texts.delete(key);
  return { texts, problems, failed };
}
