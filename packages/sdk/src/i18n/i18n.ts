import type { BrandTexts } from "@gse/brand-kit";
import { type Messages, setupI18n } from "@lingui/core";
import type { Language } from "./languages.ts";

/**
 * The SDK's Lingui instance: screens wrap the page in `<I18nProvider i18n={i18n}>` and translate ids with
 * `i18n._(id)`, `i18n._(descriptor)` or `<Trans id={id} />`. An id that no catalog holds (a server message, a
 * text not yet in the catalogs) is shown as it is.
 */
export const i18n = setupI18n({ missing: (_language, id) => id });

// One chunk per language: only the active catalog is downloaded. Spanish, the source, holds only the messages
// that do not read as their id (source-catalog.ts): `missing` above answers the others.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  es: () => import("./locales/es.ts"),
  en: () => import("./locales/en.ts"),
  pt: () => import("./locales/pt.ts"),
};

/** Loads a language's compiled catalog into `i18n` (without activating it) and answers its messages. */
export async function loadCatalog(language: Language): Promise<Messages> {
  const { messages } = await catalogs[language]();
  i18n.load(language, messages);
  return messages;
}

/** The addresses of the brand's own texts by language (the served brand's `texts`): a language it rewords. */
export type BrandTextsFiles = Readonly<Partial<Record<Language, string>>>;

/** The page's brand's texts files, kept for a language set later in the page (a set-password link's). */
let textsFiles: BrandTextsFiles | undefined;

/**
 * Makes `language` the one `i18n` translates into: its catalog with the brand's own texts of that language over
 * it, loaded side by side (the texts file and the chunk that reads it, only for a brand that rewords the
 * language), and nothing of another brand or language before it. The boot awaits it before the first render, so
 * no catalog wording flashes; a later call without `files` keeps the page's brand's.
 */
export async function activateLanguage(language: Language, files = textsFiles): Promise<void> {
  textsFiles = files;
  const url = files?.[language];
  const own = url && import("./brand-texts.ts").then((chunk) => chunk.default(url));
  const [{ messages }, texts] = await Promise.all([catalogs[language](), own]);
  i18n.loadAndActivate({ locale: language, messages: { ...messages, ...(texts as Messages | undefined) } });
}

/**
 * Lays a brand's own texts of the active language over its catalog, as they are (stories, tests and renders that
 * hold them already; the page's boot passes the brand's files to activateLanguage instead).
 */
export function layBrandTexts(language: Language, texts: BrandTexts | undefined): void {
  if (texts) i18n.load(language, texts as Messages);
}

/**
 * The language selector's action (spec §1): stores the language under the brand's key (`bms_lang`, or
 * `lstinhib_lang` for the inhibitory-lists app) and reloads the page, which then starts in that language.
 */
export function setLanguage(
  language: Language,
  storage: Pick<Storage, "setItem">,
  storageKey: string,
  reload: () => void = () => window.location.reload(),
): void {
  storage.setItem(storageKey, language);
  reload();
}
