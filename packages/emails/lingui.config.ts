import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * The emails' catalogs, apart from the sign-in's so the login page never downloads an email text. As in the SDK
 * and the console, the PO files are the source, edited by hand with the Spanish text as the id; `pnpm --filter
 * @gse/emails i18n:compile` writes `src/i18n/locales/<language>.ts`, which the renderer imports.
 */
export default defineConfig({
  sourceLocale: "es",
  locales: ["es", "en", "pt"],
  catalogs: [{ path: "<rootDir>/src/i18n/locales/{locale}", include: [] }],
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  compileNamespace: "ts",
});
