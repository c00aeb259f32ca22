import { readFileSync } from "node:fs";
import { DEFAULT_BRAND_KEY, parseBrandKey } from "@gse/brand-kit";
import { checkBrands } from "@gse/brand-kit/node";
import { describe, expect, it } from "vitest";

// Docs that run: the README's table of brands ("Opening each brand") is checked against brands/.
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const section = readme.slice(readme.indexOf("## Opening each brand"), readme.indexOf("## Storybook"));
const rows = [...section.matchAll(/^\| `([a-z0-9_]+)` \| (.+?) \| (.+?) \| (\S+) \|$/gm)].map(
  ([, key = "", name = "", family = "", address = ""]) => ({ key, name, family, address }),
);
const { brands } = checkBrands();

/** The address `pnpm dev` serves a brand at: its tenant and application as host names (README). */
function devAddress(key: string): string {
  if (key === DEFAULT_BRAND_KEY) return "http://localhost:5173";
  const { application, tenant } = parseBrandKey(key);
  return `http://${tenant ? `${tenant}.` : ""}${application}.localhost:5173`;
}

describe("README: Opening each brand", () => {
  it("has one row for every brand folder of brands/, and none for a brand that is not there", () => {
    expect(rows.map((row) => row.key).sort()).toEqual([...brands.keys()].sort());
  });

  it.each([...brands])("shows %s with its name, its family and its address", (key, brand) => {
    const row = rows.find((candidate) => candidate.key === key);
    // A note may follow the name: "GSE Suite (default)", "(Portuguese)".
    expect(row?.name.replace(/ \([^)]*\)$/, "")).toBe(brand.name);
    expect(row?.family).toBe(brand.family);
    expect(row?.address).toBe(devAddress(key));
  });
});
