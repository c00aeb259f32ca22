import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import PO from "pofile";
import { type Language, languages } from "../../language.ts";

/** One message a brand may reword: its placeholders and the catalogs' wording of it in each language. */
export interface CatalogMessage {
  /** `{email}`, `{count, plural, ...}`: the names of the values the screen or the email fills in. */
  readonly placeholders: ReadonlySet<string>;
  /** The catalogs' wording by language (the source text where a language has none). */
  readonly wording: Readonly<Record<Language, string>>;
}

/** Every message of the catalogs, keyed as the catalogs key them: by its Spanish source text. */
export type CatalogMessages = ReadonlyMap<string, CatalogMessage>;

/**
 * The catalogs a brand's texts reword: the sign-in's (screens and page notices) and the emails'. The console's
 * stay out: one administration wording for the suite.
 */
export const defaultCatalogDirs: readonly string[] = [
  fileURLToPath(new URL("../../../../sdk/src/i18n/locales", import.meta.url)),
  fileURLToPath(new URL("../../../../emails/src/i18n/locales", import.meta.url)),
];

/** The names of the values a compiled message fills in, at any depth (a plural's branches included). */
export function placeholdersOf(compiled: CompiledMessage): Set<string> {
  const names = new Set<string>();
  const visit = (message: CompiledMessage) => {
    for (const token of message) {
      if (typeof token === "string") continue;
      const [name, , choices] = token;
      names.add(name);
      if (choices && typeof choices === "object") {
        for (const branch of Object.values(choices)) if (Array.isArray(branch)) visit(branch);
      }
    }
  };
  visit(compiled);
  return names;
}

/** Reads the catalogs' PO files (`<dir>/<language>.po`): each message's placeholders and its wordings. */
export function readCatalogMessages(dirs: readonly string[] = defaultCatalogDirs): CatalogMessages {
  const messages = new Map<string, CatalogMessage>();
  for (const dir of dirs) {
    const byLanguage = Object.fromEntries(
      languages.map((language) => {
        const po = PO.parse(readFileSync(`${dir}/${language}.po`, "utf8"));
        return [language, new Map(po.items.map((item) => [item.msgid, item.msgstr[0] || item.msgid]))];
      }),
    ) as Record<Language, Map<string, string>>;
    for (const id of byLanguage.es.keys()) {
      if (!id || messages.has(id)) continue;
      const wording = Object.fromEntries(
        languages.map((language) => [language, byLanguage[language].get(id) ?? id]),
      ) as Record<Language, string>;
      messages.set(id, { placeholders: placeholdersOf(compileMessageOrThrow(id)), wording });
    }
  }
  return messages;
}
