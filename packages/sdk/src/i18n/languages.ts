import { DEFAULT_LANGUAGE, isLanguage, type Language, languages } from "@gse/brand-kit";

// The languages and the rule that picks one belong to brand-kit; the SDK names them for its catalogs.
export { isLanguage, type Language };

/** The interface languages (spec §1), one catalog each. */
export const LANGUAGES: readonly Language[] = languages;

/** Spanish: the catalogs' source language, whose texts are the message ids, and the default. */
export const SOURCE_LANGUAGE: Language = DEFAULT_LANGUAGE;
