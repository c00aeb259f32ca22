import { i18n, type Language } from "@gse/sdk";
import type { Messages } from "@lingui/core";

// One chunk per language, loaded with the console: the login's catalog never holds a console text.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  es: () => import("./locales/es.ts"),
  en: () => import("./locales/en.ts"),
  pt: () => import("./locales/pt.ts"),
};

/** The console's texts of each language loaded so far, to lay again over a brand's texts. */
const loaded: Partial<Record<string, Messages>> = {};

/**
 * Adds the console's texts to the SDK's `i18n` for a language (Lingui merges them with the sign-in's), over any
 * brand's own texts: the console keeps one administration wording for the suite, whatever the brand rewords.
 */
export async function loadConsoleCatalog(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  loaded[language] = messages;
  i18n.load(language, messages);
}

/**
 * Lays the console's texts of the active language over what the page shows (a brand's wording of a text the
 * console shares), and answers how to lay back what they covered, for the sign-in screens that take the console's
 * place in the same page (after signing out).
 */
export function layConsoleTexts(): () => void {
  const { locale } = i18n;
  const messages = loaded[locale] ?? {};
  const covered: Messages = {};
  for (const id of Object.keys(messages)) {
    const shown = i18n.messages[id];
    if (shown !== undefined) covered[id] = shown;
  }
  i18n.load(locale, messages);
  return () => i18n.load(locale, covered);
}
