import { fileURLToPath } from "node:url";
import { LANGUAGES, SOURCE_LANGUAGE } from "@gse/sdk";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

const config = getConfig({ configPath: fileURLToPath(new URL("../../lingui.config.ts", import.meta.url)) });
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error("packages/admin/lingui.config.ts: catalogs: expected the console catalog");
const po = await catalog.readAll([...LANGUAGES]);
const spanishIds = Object.keys(po[SOURCE_LANGUAGE] ?? {});

describe("the console's catalogs", () => {
  it.each(LANGUAGES)(
    "has a compiled %s catalog up to date with its PO file (run pnpm --filter @gse/admin i18n:compile)",
    async (language) => {
      const { messages: translations } = await catalog.getTranslations(language, {
        sourceLocale: SOURCE_LANGUAGE,
        fallbackLocales: {},
      });
      const { source, errors } = createCompiledCatalog(language, translations, { namespace: "json" });
      expect(errors).toEqual([]);
      const { messages: compiled } = await import(`./locales/${language}.ts`);
      expect(compiled).toEqual(JSON.parse(source).messages);
    },
  );

  it.each(LANGUAGES)("%s.po holds the same message ids as es.po", (language) => {
    expect(Object.keys(po[language] ?? {}).sort()).toEqual([...spanishIds].sort());
  });

  it.each(LANGUAGES)("every message has a non-empty translation in %s.po", (language) => {
    const untranslated = spanishIds.filter((id) => !po[language]?.[id]?.translation?.trim());
    expect(untranslated).toEqual([]);
  });
});
