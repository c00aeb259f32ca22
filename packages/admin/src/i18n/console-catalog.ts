import { i18n, type Language, loadCatalog } from "@gse/sdk";
import type { Messages } from "@lingui/core";

// One chunk per language, loaded with the console: the login's catalog never holds a console text.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  es: () => import("./locales/es.ts"),
  en: () => import("./locales/en.ts"),
  pt: () => import("./locales/pt.ts"),
};

/** The console's texts and the sign-in's catalog of each language loaded so far: the console's wording. */
const loaded: Partial<Record<string, { readonly console: Messages; readonly signIn: Messages }>> = {};

/** Adds the console's texts to the SDK's `i18n` for a language (Lingui merges them with the sign-in's). */
export async function loadConsoleCatalog(language: Language): Promise<void> {
  // What the page shows now (a brand's texts over the sign-in's catalog), which reading the catalog overwrites.
  const shown = { ...i18n.messages };
  const [{ messages }, signIn] = await Promise.all([catalogs[language](), loadCatalog(language)]);
  loaded[language] = { console: messages, signIn };
  i18n.load(language, i18n.locale === language ? { ...shown, ...messages } : messages);
}

/**
 * Lays the catalogs' wording where a brand's own texts reword a text the console shares with the sign-in
 * screens (one administration wording for the suite), and answers how to lay the brand's back, for the sign-in
 * screens that take the console's place in the same page (after signing out).
 */
export function showConsoleWording(): () => void {
  const { locale, messages: shown } = i18n;
  const catalogs = loaded[locale];
  if (!catalogs) return () => {};
  const covered: Messages = {};
  const laid: Messages = {};
  for (const [id, wording] of Object.entries(shown)) {
    // A Spanish text its catalog leaves out reads as its id.
    const catalog = catalogs.console[id] ?? catalogs.signIn[id] ?? id;
    if (wording === catalog) continue;
    covered[id] = wording;
    laid[id] = catalog;
  }
  i18n.load(locale, laid);
  return () => i18n.load(locale, covered);
}
