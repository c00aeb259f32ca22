/** The interface languages (spec §1); Spanish is the source and the default. */
export const LANGUAGES = ["es", "en", "pt"] as const;

export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = "es";

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
