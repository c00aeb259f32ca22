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

/**
 * A brand's own texts of one language: the address of its texts file (the served brand's `texts`), or the texts
 * themselves (stories, a render in Node). None: the catalog's wording.
 */
export type BrandTextsInput = string | BrandTexts | undefined;

/**
 * Makes `language` the one `i18n` translates into: its catalog with the brand's own texts over it, loaded side
 * by side (a texts file and the chunk that reads it, only for a brand that rewords the language), and nothing of
 * another brand or language before it. The boot awaits it before the first render: no catalog wording flashes.
 */
export async function activateLanguage(language: Language, brandTexts?: BrandTextsInput): Promise<void> {
  let own: BrandTextsInput | Promise<BrandTexts | undefined> = brandTexts;
  if (typeof brandTexts === "string") {
    const answer = fetch(brandTexts);
    own = import("./brand-texts.ts").then((chunk) => chunk.default(brandTexts, answer));
  }
  const [{ messages }, texts] = await Promise.all([catalogs[language](), own]);
  i18n.loadAndActivate({ locale: language, messages: { ...messages, ...(texts as Messages | undefined) } });
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
