import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as sdk from "../index.ts";
import * as testing from "./index.ts";

const source = fileURLToPath(new URL("..", import.meta.url));
const productionFiles = readdirSync(source, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("testing"),
);

describe("@gse/sdk/testing: test helpers out of the production entry", () => {
  it("holds the helpers, and @gse/sdk none of them", () => {
    expect(Object.keys(testing).length).toBeGreaterThan(0);
    expect(Object.keys(sdk).filter((name) => name in testing)).toEqual([]);
  });

  it("is imported by no production module of the SDK", () => {
    const importers = productionFiles.filter((file) =>
      /from "\.{1,2}\/(?:\.\.\/)*testing\//.test(readFileSync(`${source}/${file}`, "utf8")),
    );
    expect(importers).toEqual([]);
  });
});
