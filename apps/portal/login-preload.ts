import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type Brand, familyPageFile, loginFontFiles } from "@gse/brand-kit";
import type { Plugin, Rollup } from "vite";
import { hintChunks, initialChunks, staticGraph } from "./compile-hints.ts";
import { familyOfEntry, familyPageHtml } from "./family-pages.ts";

type OutputBundle = Rollup.OutputBundle;
type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;
type OutputChunk = Rollup.OutputChunk;

/** What a login needs first, as Link header values, by brand key: written to `dist/preload.json`. */
export type LoginPreloads = Record<string, string[]>;

/** The modules whose chunks a login loads after the brand names them (boot.ts: loadFamily, activateLanguage). */
const familyModule = (family: string) => new RegExp(`families/${family}/${family}-family\\.ts$`);
// The SDK's catalogs (the console has its own under packages/admin, which the login never loads).
const catalogModule = (language: string) => new RegExp(`sdk/src/i18n/locales/${language}\\.ts$`);

/** A family's login screen and layout: the two chunks boot.ts starts as soon as the family has loaded. */
const loginScreenModule = /\/LoginScreen\.tsx$/;
const layoutModule = /\/parts\/[A-Za-z]+Layout\.tsx$/;

/**
 * The modules a family's login renders with, its own before those of the family it extends (the first found
 * wins, as defineFamily's `extends` does): read from the module graph, since a family names its screens only
 * as dynamic imports.
 */
function loginModulesOf(familyId: string, info: ModuleInfoOf): string[] {
  const found: Partial<Record<"login" | "layout", string>> = {};
  const queue = [familyId];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    if (!module) continue;
    for (const imported of module.dynamicallyImportedIds) {
      const normal = imported.replaceAll("\\", "/");
      if (loginScreenModule.test(normal)) found.login ??= imported;
      if (layoutModule.test(normal)) found.layout ??= imported;
    }
    queue.push(...module.importedIds.filter((next) => /-family\.ts$/.test(next)));
  }
  return [found.login, found.layout].filter((id): id is string => id !== undefined);
}

const slashed = (id: string) => id.replaceAll("\\", "/");

const chunks = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");

/**
 * The login's early start, so nothing it needs is asked for one after another. Writes the page of each family
 * entry (`dist/pages/<family>.html`, family-pages.ts) and, for each built brand, the files its login needs
 * first (the config, its page's scripts, its JSON, its language's catalog when its page does not bring it, on
 * index.html's page its family's chunks too), so a server that knows the host can name them in `Link` headers
 * (the API's page answer, the nginx recipe) and the browser fetches them while the page's scripts still load.
 */
export function loginPreload(): Plugin {
  let outDir = "dist";
  let base = "/";
  const moduleChunks = new Map<string, string[]>();
  /** What index.html loads (its entry and the entry's static imports), entry first. */
  let indexScripts: string[] = [];
  /** The same for each family's page (family-pages.ts), by family. */
  const familyScripts = new Map<string, string[]>();
  return {
    name: "gse-login-preload",
    apply: "build",
    configResolved: (config) => {
      outDir = config.build.outDir;
      base = config.base;
    },
    // After Vite's own generateBundle, which writes its preload helper (`__vite__mapDeps`) in front of chunks
    // with dynamic imports: the compile hint must stay the first line.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const all = chunks(bundle);
        for (const entry of all.filter((chunk) => chunk.isEntry)) {
          const family = familyOfEntry(entry.name);
          if (family === undefined) indexScripts = staticGraph(bundle, entry.fileName);
          else familyScripts.set(family, staticGraph(bundle, entry.fileName));
        }
        const byModule = new Map(
          all.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
        );
        for (const [id, chunk] of byModule) {
          const files = new Set(staticGraph(bundle, chunk.fileName));
          // A family's entry brings its login screen and layout along: without them the browser learns of
          // those chunks only once the family has loaded, two more round trips before the form.
          if (/-family\.ts$/.test(slashed(id))) {
            for (const module of loginModulesOf(id, (next) => this.getModuleInfo(next))) {
              const screen = byModule.get(module);
              if (screen) for (const file of staticGraph(bundle, screen.fileName)) files.add(file);
            }
          }
          moduleChunks.set(id, [...files]);
        }
        // What a login runs as it loads, whichever brand: the pages' scripts, each family's login chunks, each
        // catalog. Compiled while they stream in, not one function at a time on the page's thread.
        const loginChunks = [...moduleChunks]
          .filter(([id]) =>
            [familyModule("[a-z-]+"), catalogModule("[a-z]+")].some((at) => at.test(slashed(id))),
          )
          .flatMap(([, files]) => files);
        hintChunks(bundle, [...initialChunks(bundle), ...loginChunks]);
      },
    },
    closeBundle: {
      order: "post",
      handler: () => {
        const find = (pattern: RegExp) =>
          [...moduleChunks].find(([id]) => pattern.test(slashed(id)))?.[1] ?? [];
        const indexHtml = readFileSync(join(outDir, "index.html"), "utf8");
        for (const [family, scripts] of familyScripts) {
          const file = join(outDir, familyPageFile(family));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, familyPageHtml(indexHtml, base, indexScripts, scripts));
        }
        const preloads: LoginPreloads = {};
        const brandsDir = join(outDir, "brands");
        for (const file of readdirSync(brandsDir).filter((name) => name.endsWith(".json"))) {
          const key = file.slice(0, -".json".length);
          const brand = JSON.parse(readFileSync(join(brandsDir, file), "utf8")) as Brand;
          const family = brand.family ?? "common";
          // The brand's page: its family's when the build has one (its entry imports the family's login), else
          // index.html. What the page's HTML names already is not named again.
          const pageScripts = familyScripts.get(family) ?? indexScripts;
          const later = [
            ...find(familyModule(family)),
            ...find(catalogModule(brand.tenantLanguage ?? "es")),
          ].filter((chunk) => !pageScripts.includes(chunk));
          preloads[key] = [
            // The runtime config, which the boot asks for first (at that absolute path, whatever the base):
            // preloaded, it is in by the time the page's scripts have run instead of one request after them.
            "</portal.config.json>; rel=preload; as=fetch; crossorigin",
            // The page's own scripts, which every later step waits on: named here they are asked for before the
            // family's chunks below (the HTML names them only once its head has been read), so those do not
            // take the connection and the script-parsing threads first.
            ...pageScripts.map((chunk) => `<${base}${chunk}>; rel=modulepreload`),
            // The boot's fetch() of the brand: a CORS-mode request, so the preload is crossorigin too.
            `<${base}brands/${file}>; rel=preload; as=fetch; crossorigin`,
            ...[...new Set(later)].map((chunk) => `<${base}${chunk}>; rel=modulepreload`),
            // The faces the login draws with, so text is in its font from the first paint: the Node server
            // also writes them into the HTML, nginx sends only these headers. Fonts are fetched in CORS mode,
            // hence crossorigin; no quoted type (the nginx map holds each brand's links in one quoted
            // string).
            ...loginFontFiles(brand).map(({ href }) => `<${href}>; rel=preload; as=font; crossorigin`),
          ];
        }
        writeFileSync(join(outDir, "preload.json"), `${JSON.stringify(preloads, null, 2)}\n`);
      },
    },
  };
}
