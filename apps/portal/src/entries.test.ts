import { readdirSync, readFileSync } from "node:fs";
import { shippedFamilies } from "@gse/components/families";
import { describe, expect, it } from "vitest";

const entriesDir = new URL("./entries/", import.meta.url);
const entries = readdirSync(entriesDir).map((file) => ({
  family: file.replace(/\.ts$/, ""),
  source: readFileSync(new URL(file, entriesDir), "utf8"),
}));

// Each shipped family's brands get a page of their own (the family's login in the page's first scripts, not
// asked for once the brand is read); an outside family (the kiosk) boots through index.html's entry, which
// loads any family.
describe("the family pages' entries (src/entries, start.tsx FamilyEntry)", () => {
  it("has one for each family of @gse/components", () => {
    expect(entries.map(({ family }) => family).sort()).toEqual(Object.keys(shippedFamilies).sort());
  });

  it.each(entries)(
    "starts the $family family's page with that family's login, under its name",
    ({ family, source }) => {
      expect(source).toContain(`from "@gse/components/login/${family}";`);
      expect(source).toContain(`void startPortal({ name: "${family}", login, catalog });`);
    },
  );
});
