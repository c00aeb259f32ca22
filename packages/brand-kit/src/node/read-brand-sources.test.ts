import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brandAssetPath, readBrandSources } from "./read-brand-sources.ts";

const brandsDir = join(mkdtempSync(join(tmpdir(), "gse-brand-sources-")), "brands");
afterAll(() => rmSync(join(brandsDir, ".."), { recursive: true, force: true }));

mkdirSync(join(brandsDir, "acme", "img"), { recursive: true });
mkdirSync(join(brandsDir, "other"));
mkdirSync(join(brandsDir, ".git"));
mkdirSync(join(brandsDir, "empty"));
writeFileSync(join(brandsDir, "acme", "brand.json"), '{ "name": "Acme" }');
writeFileSync(join(brandsDir, "acme", "img", "logo.svg"), "<svg/>");
writeFileSync(join(brandsDir, "other", "brand.json"), "{ nope");
writeFileSync(join(brandsDir, "other", "secret.svg"), "<svg/>");
symlinkSync(join(brandsDir, "other", "secret.svg"), join(brandsDir, "acme", "linked.svg"));

describe("readBrandSources", () => {
  it("reads every folder but hidden ones, naming a missing or broken brand.json", () => {
    const sources = readBrandSources(brandsDir);
    expect(sources.map((source) => source.key)).toEqual(["acme", "empty", "other"]);
    expect(sources[0]?.content).toEqual({ json: { name: "Acme" } });
    expect(sources[1]).toEqual({
      key: "empty",
      file: "brands/empty/brand.json",
      content: { problem: "expected a brand.json file, got nothing" },
    });
    expect(sources[2]?.content).toMatchObject({
      problem: expect.stringMatching(/^expected valid JSON, got /),
    });
  });
});

describe("brandAssetPath", () => {
  it("finds files inside the brand folder, including subfolders", () => {
    expect(brandAssetPath(brandsDir, "acme", "img/logo.svg")).toMatch(/acme[/\\]img[/\\]logo\.svg$/);
  });

  it("refuses a symbolic link that leads out of the brand folder, a missing file and a folder", () => {
    expect(brandAssetPath(brandsDir, "acme", "linked.svg")).toBeUndefined();
    expect(brandAssetPath(brandsDir, "acme", "nope.svg")).toBeUndefined();
    expect(brandAssetPath(brandsDir, "acme", "img")).toBeUndefined();
    expect(brandAssetPath(brandsDir, "acme", "../other/secret.svg")).toBeUndefined();
  });
});
