import { existsSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const source = fileURLToPath(new URL(".", import.meta.url));

/** Every `*.tsx` under `dir` that is a screen (families) or a primitive / page piece: not a story or a test. */
function components(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(source, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(basename(file)))
    .filter(
      (file) => !/\.(stories|test|browser\.test)\.tsx$/.test(file) && !file.split(/[\\/]/).includes("parts"),
    )
    .map((file) => join(dir, file));
}

const withoutStory = (files: string[]) =>
  files.filter((file) => !existsSync(join(source, file.replace(/\.tsx$/, ".stories.tsx"))));

describe("stories beside the components (House style)", () => {
  it("has a story file beside every screen of every family", () => {
    const screens = components("families", /Screen\.tsx$/);
    expect(screens.length).toBeGreaterThan(10);
    expect(withoutStory(screens)).toEqual([]);
  });

  it("has a story file beside every primitive and page-wide piece", () => {
    const pieces = [...components("primitives", /^[A-Z]\w*\.tsx$/), ...components("page", /^[A-Z]\w*\.tsx$/)];
    expect(withoutStory(pieces)).toEqual([]);
  });
});
