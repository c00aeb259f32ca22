import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, hintChunks, initialChunks } from "../apps/portal/compile-hints.ts";

/** Just enough of a bundle for the hints: chunks with code, imports and a map; assets with a source. */
function chunk(fileName: string, code: string, options: { isEntry?: boolean; imports?: string[] } = {}) {
  return {
    type: "chunk",
    fileName,
    code,
    isEntry: options.isEntry ?? false,
    imports: options.imports ?? [],
    map: { mappings: "AAAA;AACA" },
  } as unknown as Rollup.OutputChunk;
}

function bundle(): Rollup.OutputBundle {
  return {
    "index.js": chunk("index.js", "import './boot.js';", { isEntry: true, imports: ["boot.js"] }),
    "boot.js": chunk("boot.js", "export const boot = 1;", { imports: ["runtime.js"] }),
    "runtime.js": chunk("runtime.js", "export const runtime = 1;"),
    "console.js": chunk("console.js", "export const console = 1;"),
    "index.js.map": {
      type: "asset",
      fileName: "index.js.map",
      source: JSON.stringify({ mappings: "AAAA;AACA" }),
    } as unknown as Rollup.OutputAsset,
  };
}

describe("V8's compile hint on the login's chunks", () => {
  it("takes the entry and what it imports statically as index.html's scripts, not the lazy chunks", () => {
    expect(initialChunks(bundle()).sort()).toEqual(["boot.js", "index.js", "runtime.js"]);
  });

  it("puts the hint on the first line of the named chunks only, once", () => {
    const built = bundle();
    hintChunks(built, ["index.js", "boot.js", "index.js"]);
    hintChunks(built, ["boot.js"]);
    const code = (name: string) => (built[name] as Rollup.OutputChunk).code;
    expect(code("index.js")).toBe(`${COMPILE_HINT}import './boot.js';`);
    expect(code("boot.js")).toBe(`${COMPILE_HINT}export const boot = 1;`);
    expect(code("console.js")).toBe("export const console = 1;");
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("moves the source map's mappings down the one line it adds, in the chunk and in its .map file", () => {
    const built = bundle();
    hintChunks(built, ["index.js"]);
    expect((built["index.js"] as Rollup.OutputChunk).map?.mappings).toBe(";AAAA;AACA");
    const file = built["index.js.map"] as Rollup.OutputAsset;
    expect(JSON.parse(String(file.source)).mappings).toBe(";AAAA;AACA");
  });

  it("leaves a name that is no chunk alone", () => {
    const built = bundle();
    hintChunks(built, ["index.js.map", "missing.js"]);
    expect(JSON.parse(String((built["index.js.map"] as Rollup.OutputAsset).source)).mappings).toBe(
      "AAAA;AACA",
    );
  });
});
