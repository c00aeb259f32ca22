import { fileURLToPath } from "node:url";
import { languages } from "@gse/brand-kit";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";
import { emailKinds } from "../message.ts";
import { emailDocument } from "../messages/index.ts";
import { emailMocks } from "../testing/email-mocks.ts";

const config = getConfig({ configPath: fileURLToPath(new URL("../../lingui.config.ts", import.meta.url)) });
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error("packages/emails/lingui.config.ts: catalogs: expected the emails catalog");
const po = await catalog.readAll([...languages]);
const spanishIds = Object.keys(po.es ?? {});

describe("the emails' catalogs", () => {
  it.each(languages)(
    "has a compiled %s catalog up to date with its PO file (run pnpm --filter @gse/emails i18n:compile)",
    async (language) => {
      const { messages: translations } = await catalog.getTranslations(language, {
        sourceLocale: "es",
        fallbackLocales: {},
      });
      const { source, errors } = createCompiledCatalog(language, translations, { namespace: "json" });
      expect(errors).toEqual([]);
      const { messages: compiled } = await import(`./locales/${language}.ts`);
      expect(compiled).toEqual(JSON.parse(source).messages);
    },
  );

  it.each(languages)("%s.po holds the same message ids as es.po", (language) => {
    expect(Object.keys(po[language] ?? {}).sort()).toEqual([...spanishIds].sort());
  });

  it.each(languages)("every message has a non-empty translation in %s.po", (language) => {
    const untranslated = spanishIds.filter((id) => !po[language]?.[id]?.translation?.trim());
    expect(untranslated).toEqual([]);
  });

  it("holds every text an email asks for", () => {
    const asked = new Set<string>();
    const record = (id: string) => {
      asked.add(id);
      return id;
    };
    const mocks = emailMocks();
    for (const kind of emailKinds) emailDocument(mocks[kind], record);
    // Every lifetime a link or code may have, and the footer's texts (layout and text part).
    for (const linkSeconds of [3600, 90]) emailDocument({ ...mocks.reset, linkSeconds }, record);
    for (const id of ["Enviado por {brand}.", "¿Necesitas ayuda? Escríbenos a {contact}.", "Hola,"])
      record(id);
    expect([...asked].filter((id) => !spanishIds.includes(id))).toEqual([]);
  });
});
