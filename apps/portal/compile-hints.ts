import type { Plugin, Rollup } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main thread the
 * first time it is called. Engines without the feature read a comment.
 *
 * Why the login's chunks carry it (issue 20): nearly every function they hold runs before the form can be used
 * (React's, styled-components', the boot's, the form's), and at the bench's 4x CPU slowdown compiling them one
 * call at a time kept the page's thread busy for about 100 ms of a 830 ms load. With the hint the login was
 * usable in 723 ms against 833 (11 interleaved cold loads each); the bare React form of the floor, which runs
 * little code, moved within its noise (402 against 412 ms).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The entry chunk and everything it imports statically, entry first: what index.html runs before anything else. */
export function initialChunks(bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== "chunk") return;
    files.add(fileName);
    for (const name of chunk.imports) visit(name);
  };
  for (const item of Object.values(bundle)) if (item.type === "chunk" && item.isEntry) visit(item.fileName);
  return [...files];
}

/**
 * Puts the hint on the first line of each named chunk. A source map of the chunk (and its `.map` file, when the
 * bundle already holds it) gets one empty generated line in front, so its mappings still point at the right
 * lines.
 */
export function hintChunks(bundle: OutputBundle, fileNames: Iterable<string>): void {
  for (const fileName of new Set(fileNames)) {
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk" || chunk.code.startsWith(COMPILE_HINT)) continue;
    hintChunk(chunk, bundle[`${fileName}.map`]);
  }
}

function hintChunk(chunk: OutputChunk, mapFile: OutputBundle[string] | undefined): void {
  chunk.code = COMPILE_HINT + chunk.code;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  if (mapFile?.type === "asset" && typeof mapFile.source === "string") {
    const map = JSON.parse(mapFile.source) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
}

/**
 * Hints the chunks index.html loads. The floor of `pnpm bench` builds with it, so the portal and the floor
 * compare alike; the portal's own build hints its login chunks through `loginPreload`, which knows them.
 */
export function compileHints(): Plugin {
  return {
    name: "gse-compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler: (_options, bundle) => hintChunks(bundle, initialChunks(bundle)),
    },
  };
}
