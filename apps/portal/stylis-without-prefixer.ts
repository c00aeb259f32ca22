import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const VIRTUAL = "\0gse-stylis-without-prefixer";

/**
 * styled-components imports the whole of stylis, and with it stylis' vendor-prefix table (src/Prefixer.js, about
 * 1 KB of gzip in the login's first script), which it calls only when a StyleSheetManager sets
 * `enableVendorPrefixes`: off by default in styled-components 6, and never set here (the browsers the portal
 * supports read every property it writes unprefixed). This hands styled-components the stylis functions it calls,
 * from stylis' own sources, and a `prefixer` that says what to change if a prefix is ever asked for.
 */
export function stylisWithoutPrefixer(): Plugin {
  let stylisDir: string | undefined;
  return {
    name: "gse-stylis-without-prefixer",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source !== "stylis" || !importer || !/[\\/]styled-components[\\/]/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      stylisDir = dirname(resolved.id);
      return VIRTUAL;
    },
    load(id) {
      if (id !== VIRTUAL || !stylisDir) return null;
      const from = (file: string) => JSON.stringify(join(stylisDir as string, "src", file));
      return [
        `export { RULESET } from ${from("Enum.js")};`,
        `export { compile } from ${from("Parser.js")};`,
        `export { serialize, stringify } from ${from("Serializer.js")};`,
        `export { middleware, rulesheet } from ${from("Middleware.js")};`,
        "export function prefixer() {",
        `  throw new Error("styled-components: enableVendorPrefixes: the portal's build leaves stylis' prefixer out (apps/portal/stylis-without-prefixer.ts); remove that plugin to use it");`,
        "}",
      ].join("\n");
    },
  };
}
