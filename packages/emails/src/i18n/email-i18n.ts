import type { BrandTexts, Language } from "@gse/brand-kit";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { messages as en } from "./locales/en.ts";
import { messages as es } from "./locales/es.ts";
import { messages as pt } from "./locales/pt.ts";

/** Translates one email text (its Spanish source is its id) with its values. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

// One instance per language, each active in its own: renders of several languages may run at once.
const instances: Record<Language, I18n> = {
  es: setupI18n({ locale: "es", messages: { es } }),
  en: setupI18n({ locale: "en", messages: { en } }),
  pt: setupI18n({ locale: "pt", messages: { pt } }),
};

const catalogs: Record<Language, Messages> = { es, en, pt };

// A brand's wording over the catalog, one instance per brand's texts object (the brand source keeps them).
const branded = new WeakMap<BrandTexts, I18n>();

/**
 * The email texts of a language, from the emails' catalogs (src/i18n/locales/<language>.po), with the brand's
 * own texts of that language over them (its `texts/<language>.json`, checked against these catalogs).
 */
export function translator(language: Language, texts?: BrandTexts): Translate {
  let i18n = texts ? branded.get(texts) : instances[language];
  if (!i18n && texts) {
    const messages = { ...catalogs[language], ...(texts as Messages) };
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    branded.set(texts, i18n);
  }
  const active = i18n ?? instances[language];
  return (id, values) => active._(id, values);
}
