import { i18n, type Language, showCatalogWording } from "@gse/sdk";
import type { Messages } from "@lingui/core";

// One chunk per language, loaded with the console: the login's catalog never holds a console text.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  es: () => import("./locales/es.ts"),
  en: () => import("./locales/en.ts"),
  pt: () => import("./locales/pt.ts"),
};

/** The console's texts of each language loaded so far. */
const loaded: Partial<Record<string, Messages>> = {};

/** Adds the console's texts to the SDK's `i18n` for a language (Lingui merges them with the sign-in's). */
export async function loadConsoleCatalog(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  loaded[language] = messages;
  i18n.load(language, messages);
}

/**
 * The console's wording while it is shown: the catalogs' where the brand rewords a text the console shares with
 * the sign-in screens (one administration wording for the suite), its own catalog's over them. Answers how to
 * lay the brand's back, for the sign-in screens that take the console's place in the same page (signing out).
 */
export function showConsoleWording(): () => void {
  const restore = showCatalogWording();
  i18n.load(i18n.locale, loaded[i18n.locale] ?? {});
  return restore;
}
