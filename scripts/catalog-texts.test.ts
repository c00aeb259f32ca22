import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const catalog = join(root, "packages/sdk/src/i18n/locales/es.po");

/** The message ids of the Spanish catalog (the Spanish text is the id). */
const catalogIds = new Set(
  [...readFileSync(catalog, "utf8").matchAll(/^msgid "((?:[^"\\]|\\.)*)"$/gm)].map((match) =>
    JSON.parse(`"${match[1]}"`),
  ),
);

/** The literal ids a folder translates: `_("...")`, `{ id: "..." }` and menu entries' `label: "..."`. */
function literalIds(folder: string): { file: string; id: string }[] {
  const source = join(root, folder);
  return readdirSync(source, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !/\.(stories|test|browser\.test)\.tsx$/.test(file))
    .filter((file) => !file.startsWith("testing"))
    .flatMap((file) => {
      const text = readFileSync(join(source, file), "utf8");
      return [...text.matchAll(/\b_\(\s*"((?:[^"\\]|\\.)*)"|\b(?:id|label): "((?:[^"\\]|\\.)*)"/g)].map(
        (match) => ({
          file: `${folder}/${file}`,
          id: JSON.parse(`"${match[1] ?? match[2]}"`) as string,
        }),
      );
    });
}

describe("texts outside the catalog", () => {
  it.each([
    ["packages/components/src", 40],
    // apps/portal/src translates nothing since the page shell moved into the console, whose texts are in its
    // own catalog and checked by packages/admin/src/i18n/console-texts.test.ts.
  ])(
    "%s translates only ids the i18n catalog holds, so no Spanish text lives outside it",
    (folder, atLeast) => {
      const ids = literalIds(folder);
      expect(ids.length).toBeGreaterThan(atLeast);
      expect(ids.filter(({ id }) => !catalogIds.has(id))).toEqual([]);
    },
  );
});
