import type { Brand } from "./schema/brand.ts";

/** The interface languages; Spanish is the default. */
export const languages = ["es", "en", "pt"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "es";

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * The language rule of the spec: the language stored under the brand's key (bms_lang, or lstinhib_lang for
 * the inhibitory-lists app) when it holds a known language, else the tenant's language, else Spanish.
 * A storage that throws (disabled cookies, private mode) counts as empty.
 */
export function pickLanguage(
  brand: Pick<Brand, "tenantLanguage" | "behaviour">,
  storage: Pick<Storage, "getItem"> | null | undefined,
): Language {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(brand.behaviour.languageKey) ?? null;
  } catch {
    stored = null;
  }
  if (isLanguage(stored)) return stored;
  return isLanguage(brand.tenantLanguage) ? brand.tenantLanguage : DEFAULT_LANGUAGE;
}
