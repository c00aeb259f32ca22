import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const source = fileURLToPath(new URL(".", import.meta.url));
const catalog = fileURLToPath(new URL("../../sdk/src/i18n/locales/es.po", import.meta.url));

/** The message ids of the Spanish catalog (the Spanish text is the id). */
const catalogIds = new Set(
  [...readFileSync(catalog, "utf8").matchAll(/^msgid "((?:[^"\\]|\\.)*)"$/gm)].map((match) =>
    JSON.parse(`"${match[1]}"`),
  ),
);

/** The literal ids the components translate: `_("...")` and `{ id: "..." }`. */
function literalIds(): { file: string; id: string }[] {
  return readdirSync(source, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !/\.(stories|test|browser\.test)\.tsx$/.test(file))
    .filter((file) => !file.startsWith("testing"))
    .flatMap((file) => {
      const text = readFileSync(join(source, file), "utf8");
      return [...text.matchAll(/\b_\(\s*"((?:[^"\\]|\\.)*)"|\bid: "((?:[^"\\]|\\.)*)"/g)].map((match) => ({
        file,
        id: JSON.parse(`"${match[1] ?? match[2]}"`) as string,
      }));
    });
}

describe("texts of the components", () => {
  it("translates only ids that the i18n catalog holds, so no Spanish text lives outside it", () => {
    const ids = literalIds();
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter(({ id }) => !catalogIds.has(id))).toEqual([]);
  });
});
