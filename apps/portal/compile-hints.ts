import type { Plugin, Rollup } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main thread the
 * first time it is called. Engines without the feature read a comment.
 *
 * Why the login's chunks carry it: nearly every function they hold runs before the form can be used (React's,
 * styled-components', the boot's, the form's), and compiling them one call at a time kept the page's thread
 * busy for a good part of a slow phone's load (docs/performance.md). A page that runs little of its code (the
 * console's chunks, later screens) would pay for compiling all of it, so only the login's chunks are hinted.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A chunk and everything it imports statically, the chunk first: what a page with it as its entry runs first. */
export function staticGraph(bundle: OutputBundle, fileName: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (files.has(name) || chunk?.type !== "chunk") return;
    files.add(name);
    for (const next of chunk.imports) visit(next);
  };
  visit(fileName);
  return [...files];
}

/** Every entry chunk with its static imports: what the built pages (index.html, the family pages) run first. */
export function initialChunks(bundle: OutputBundle): string[] {
  const entries = Object.values(bundle).filter((item) => item.type === "chunk" && item.isEntry);
  return [...new Set(entries.flatMap((entry) => staticGraph(bundle, entry.fileName)))];
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
