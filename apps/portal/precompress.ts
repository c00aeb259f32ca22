import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; images and fonts (woff2) already are. */
const compressible = /\.(js|mjs|css|json|svg|html|txt|map)$/;
/** Below this, a compressed copy saves less than its own request headers. */
const smallest = 1024;

/** Every compressible file under `folder`, as paths relative to it. */
function filesUnder(folder: string, prefix = ""): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) return filesUnder(folder, path);
    return compressible.test(entry.name) ? [path] : [];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each built asset, so a static server (nginx's gzip_static and
 * brotli_static, a CDN) sends them as they are instead of compressing on every request. Brotli at its
 * highest quality: done once per build.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "gse-precompress",
    apply: "build",
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: "post",
      handler: () => {
        for (const file of filesUnder(outDir)) {
          const path = join(outDir, file);
          if (statSync(path).size < smallest) continue;
          const content = readFileSync(path);
          writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}
