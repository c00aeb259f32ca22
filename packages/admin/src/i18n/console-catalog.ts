import { i18n, type Language } from "@gse/sdk";
import type { Messages } from "@lingui/core";

// One chunk per language, loaded with the console: the login's catalog never holds a console text.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  es: () => import("./locales/es.ts"),
  en: () => import("./locales/en.ts"),
  pt: () => import("./locales/pt.ts"),
};

/** Adds the console's texts to the SDK's `i18n` for a language (Lingui merges them with the sign-in's). */
export async function loadConsoleCatalog(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.load(language, messages);
}
