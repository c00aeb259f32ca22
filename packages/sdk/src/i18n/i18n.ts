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

/** A brand's own texts of one language, or the promise of them while they load (none: the catalog's wording). */
export type BrandTextsInput = BrandTexts | Promise<BrandTexts | undefined> | undefined;

/**
 * Makes `language` the one `i18n` translates into: its catalog with the brand's own texts over it, loaded side
 * by side, and nothing of another brand or language before it. The one place catalog and brand meet: the boot
 * (awaited before the first render, so no catalog wording flashes) and a language a set-password link sets.
 */
export async function activateLanguage(language: Language, brandTexts?: BrandTextsInput): Promise<void> {
  const [{ messages }, own] = await Promise.all([catalogs[language](), brandTexts]);
  i18n.loadAndActivate({ locale: language, messages: { ...messages, ...(own as Messages | undefined) } });
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
