import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * The catalogs of the sign-in texts. The PO files are the source of truth, edited by hand: every message id is
 * its Spanish source text (no macros, no extraction), so `explicitIdAsDefault` reads each msgid as the id.
 * `pnpm --filter @gse/sdk i18n:compile` compiles them into `src/i18n/locales/<language>.ts`, one lazily
 * loaded chunk per language; a unit test fails when a compiled catalog is older than its PO file.
 */
export default defineConfig({
  sourceLocale: "es",
  locales: ["es", "en", "pt"],
  catalogs: [{ path: "<rootDir>/src/i18n/locales/{locale}", include: [] }],
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  compileNamespace: "ts",
});
