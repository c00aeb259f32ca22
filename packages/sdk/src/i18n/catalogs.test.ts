import { fileURLToPath } from "node:url";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";
import * as sdk from "../index.ts";
import { LANGUAGES, SOURCE_LANGUAGE } from "./languages.ts";
import { withoutIdentityMessages } from "./source-catalog.ts";

const config = getConfig({ configPath: fileURLToPath(new URL("../../lingui.config.ts", import.meta.url)) });
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error("lingui.config.ts: catalogs: expected the sign-in catalog");
const po = await catalog.readAll([...LANGUAGES]);
const spanishIds = Object.keys(po[SOURCE_LANGUAGE] ?? {});

describe("i18n catalogs", () => {
  it("declares Spanish as the source and English and Portuguese besides", () => {
    expect(config.sourceLocale).toBe("es");
    expect(config.locales).toEqual([...LANGUAGES]);
  });

  it.each(LANGUAGES)(
    "has a compiled %s catalog up to date with its PO file (run i18n:compile)",
    async (language) => {
      // No fallback locales: a missing translation is not filled from another language.
      const { messages: translations } = await catalog.getTranslations(language, {
        sourceLocale: SOURCE_LANGUAGE,
        fallbackLocales: {},
      });
      const { source, errors } = createCompiledCatalog(language, translations, { namespace: "json" });
      expect(errors).toEqual([]);
      const { messages: compiled } = await import(`./locales/${language}.ts`);
      const expected = JSON.parse(source).messages;
      // The source language's catalog leaves out what reads as its id: `i18n` answers such an id with itself.
      expect(compiled).toEqual(language === SOURCE_LANGUAGE ? withoutIdentityMessages(expected) : expected);
    },
  );

  it.each(LANGUAGES)("%s.po holds the same message ids as es.po", (language) => {
    expect(Object.keys(po[language] ?? {}).sort()).toEqual([...spanishIds].sort());
  });

  it.each(LANGUAGES)("every message has a non-empty translation in %s.po", (language) => {
    const untranslated = spanishIds.filter((id) => !po[language]?.[id]?.translation?.trim());
    expect(untranslated).toEqual([]);
  });

  it("holds every message id the SDK's rules, links and flows hand to screens", () => {
    const sdkIds = [
      ...Object.values(sdk.ValidationMessage),
      ...Object.values(sdk.EmailBlockerMessage),
      ...Object.values(sdk.PasswordBlockerMessage),
      sdk.INVALID_LINK_MESSAGE,
      sdk.LINK_PROCESSING_ERROR_MESSAGE,
      ...Object.values(sdk.loginMessages),
      sdk.forbiddenMessage,
      sdk.revokedMessage,
      sdk.missingUrlAppMessage,
      sdk.requestFailedMessage,
      sdk.loggedOutMessage,
      sdk.oidcFailureMessage,
      sdk.noUserDataMessage,
    ];
    expect(sdkIds.filter((id) => !spanishIds.includes(id))).toEqual([]);
  });
});
