import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBrands, defaultBrandsDir } from "./check-brands.ts";
import { outlineBrands } from "./outline-brands.ts";

const liveLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 188 56"><title>GSE Suite</title>' +
  '<text x="60" y="36" font-family="sans-serif" font-weight="700" font-size="20" fill="#1b1f2a">GSE Suite</text></svg>';

let brandsDir = "";
afterEach(() => rmSync(brandsDir, { recursive: true, force: true }));

/** A brands folder holding a copy of the suite brand whose logo writes live text. */
function suiteWithLiveText(): string {
  brandsDir = mkdtempSync(join(tmpdir(), "brands-outline-"));
  cpSync(join(defaultBrandsDir, "suite"), join(brandsDir, "suite"), { recursive: true });
  cpSync(join(defaultBrandsDir, "brand.schema.json"), join(brandsDir, "brand.schema.json"));
  writeFileSync(join(brandsDir, "suite", "logo.svg"), liveLogo);
  return brandsDir;
}

describe("brand artwork without live text", () => {
  it("is required by brands:check, which names the file, the words and the fix", () => {
    const { problems } = checkBrands(suiteWithLiveText());
    expect(problems).toEqual([
      {
        file: `${brandsDir.split("/").pop()}/suite/logo.svg`,
        path: "$",
        message: expect.stringMatching(/got <text> "GSE Suite".*pnpm brands:outline/),
      },
    ]);
  });

  it("is what brands:outline leaves: the logo drawn in the brand's font, and the check passes", () => {
    const dir = suiteWithLiveText();
    expect(outlineBrands(dir)).toEqual(["suite/logo.svg"]);
    expect(readFileSync(join(dir, "suite", "logo.svg"), "utf8")).not.toContain("<text");
    expect(checkBrands(dir).problems).toEqual([]);
    expect(outlineBrands(dir)).toEqual([]);
  });
});
