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

/** Loads a language's catalog and makes it the one `i18n` translates into. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadCatalog(language);
  i18n.activate(language);
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
