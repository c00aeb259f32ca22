import { describe, expect, it } from "vitest";
import { pickLanguage } from "./language.ts";

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const brand = (languageKey: "bms_lang" | "lstinhib_lang", tenantLanguage: "es" | "pt") => ({
  tenantLanguage,
  behaviour: {
    languageKey,
    captcha: "server" as const,
    languageSelector: false,
    purchaseUrl: null,
    supportContact: null,
    defaultTenant: null,
  },
});

describe("the language rule", () => {
  it("uses the language stored under bms_lang", () => {
    expect(pickLanguage(brand("bms_lang", "pt"), storage({ bms_lang: "en" }))).toBe("en");
  });

  it("reads lstinhib_lang, not bms_lang, for the inhibitory-lists app", () => {
    const stored = storage({ bms_lang: "en", lstinhib_lang: "pt" });
    expect(pickLanguage(brand("lstinhib_lang", "es"), stored)).toBe("pt");
    expect(pickLanguage(brand("lstinhib_lang", "es"), storage({ bms_lang: "en" }))).toBe("es");
  });

  it("applies the tenant's language only when nothing is stored", () => {
    expect(pickLanguage(brand("bms_lang", "pt"), storage({}))).toBe("pt");
    expect(pickLanguage(brand("bms_lang", "pt"), storage({ bms_lang: "es" }))).toBe("es");
  });

  it("is Spanish when nothing is stored and the tenant speaks Spanish", () => {
    expect(pickLanguage(brand("bms_lang", "es"), storage({}))).toBe("es");
    expect(pickLanguage(brand("bms_lang", "es"), undefined)).toBe("es");
  });

  it("ignores a stored value that is not a language", () => {
    expect(pickLanguage(brand("bms_lang", "pt"), storage({ bms_lang: "fr" }))).toBe("pt");
  });

  it("treats a storage that throws as empty", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(pickLanguage(brand("bms_lang", "pt"), blocked)).toBe("pt");
  });
});
