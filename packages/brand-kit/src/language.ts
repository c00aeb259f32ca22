import type { Brand } from "./schema/brand.ts";

/** The interface languages; Spanish is the default. */
export const languages = ["es", "en", "pt"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "es";

/** Whether a value names one of the interface languages. */
export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * The language the visitor chose for the brand's app: the one stored under the brand's key (bms_lang, or
 * lstinhib_lang for the inhibitory-lists app) when it holds a known language. A storage that throws (disabled
 * cookies, private mode) counts as empty.
 */
export function storedLanguage(
  brand: Pick<Brand, "behaviour">,
  storage: Pick<Storage, "getItem"> | null | undefined,
): Language | undefined {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(brand.behaviour.languageKey) ?? null;
  } catch {
    stored = null;
  }
  return isLanguage(stored) ? stored : undefined;
}

/**
 * The language rule of the spec: the language the visitor stored under the brand's key, else the tenant's
 * language, else Spanish.
 */
export function pickLanguage(
  brand: Pick<Brand, "tenantLanguage" | "behaviour">,
  storage: Pick<Storage, "getItem"> | null | undefined,
): Language {
  return (
    storedLanguage(brand, storage) ??
    (isLanguage(brand.tenantLanguage) ? brand.tenantLanguage : DEFAULT_LANGUAGE)
  );
}
