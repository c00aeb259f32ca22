import type { Language } from "@gse/brand-kit";
import { type I18n, setupI18n } from "@lingui/core";
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

/** The email texts of a language, from the emails' catalogs (src/i18n/locales/<language>.po). */
export function translator(language: Language): Translate {
  const i18n = instances[language];
  return (id, values) => i18n._(id, values);
}
