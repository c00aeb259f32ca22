import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { familyPageFile } from "@gse/brand-kit";
import type { Plugin, Rollup } from "vite";
import { hintChunks, initialChunks, staticGraph } from "./compile-hints.ts";
import { familyOfEntry, familyPageHtml } from "./family-pages.ts";
import { loginRenderFingerprint } from "./login-render-fingerprint.ts";

type OutputBundle = Rollup.OutputBundle;
type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;
type OutputChunk = Rollup.OutputChunk;

/**
 * What a login needs first from the build, by family and language (never by brand: brands are published apart,
 * and a build stales none of them), written to `dist/login-preload.json`: the page server puts a brand's Link
 * header together from it and the brand's revision (apps/reference-api/src/brand-store/login-preload-links.ts).
 */
export interface LoginPreload {
  readonly first: string[];
  /** The scripts of each family's page, and of index.html under `index`, entry first. */
  readonly pages: Record<string, string[]>;
  /** The chunks of each family's login: its module, login screen and layout. */
  readonly families: Record<string, string[]>;
  /** The chunks of each language's catalog. */
  readonly catalogs: Record<string, string[]>;
}

export const LOGIN_PRELOAD_FILE = "login-preload.json";

/**
 * What the build says to a server that writes a revision's drawn login into the page (docs/brand-store.md),
 * written to `dist/drawn-login.json`: the fingerprint of what this build's components draw
 * (login-render-fingerprint.ts), which the revision's must equal, and the script that holds a submit until the
 * portal has hydrated (src/hydration/submit-hold.ts).
 */
export interface DrawnLoginBuild {
  readonly fingerprint: string;
  readonly holdScript: string;
}

export const DRAWN_LOGIN_FILE = "drawn-login.json";

/** The entry of the script a page whose login the server drew starts with (src/hydration/submit-hold.ts). */
export const SUBMIT_HOLD_ENTRY = "submit-hold";

/** The modules whose chunks a login loads after the brand names them (boot.ts: loadFamily, activateLanguage). */
const familyModule = (family: string) => new RegExp(`families/${family}/${family}-family\\.ts$`);
// The SDK's catalogs (the console has its own under packages/admin, which the login never loads).
const catalogModule = (language: string) => new RegExp(`sdk/src/i18n/locales/${language}\\.ts$`);

/** A family's login screen and layout: the two chunks boot.ts starts as soon as the family has loaded. */
const loginScreenModule = /\/LoginScreen\.tsx$/;
// A family's lazy layout: the kit's (kit/CardLayout.tsx, kit/themed/ThemedLayout.tsx) or one of its own.
const layoutModule = /\/[A-Z][A-Za-z]*Layout\.tsx$/;

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
 * The login's early start, so nothing it needs is asked for one after another. Writes the page of each family entry (`dist/pages/<family>.html`, family-pages.ts)
 * and what a login needs first by family and language (the config, each page's scripts, each family's and each
 * catalog's chunks), so a server that knows the host and its brand's revision can name them in `Link` headers and
 * the browser fetches them while the page's scripts still load; and what a server that draws the login into the
 * page needs from the build (DrawnLoginBuild).
 */
export function loginPreload(): Plugin {
  let outDir = "dist";
  let base = "/";
  const moduleChunks = new Map<string, string[]>();
  /** What index.html loads (its entry and the entry's static imports), entry first. */
  let indexScripts: string[] = [];
  /** The same for each family's page (family-pages.ts), by family. */
  const familyScripts = new Map<string, string[]>();
  let holdScript = "";
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
          if (entry.name === SUBMIT_HOLD_ENTRY) {
            if (entry.imports.length > 0) {
              this.error(
                `${entry.fileName}: the submit hold imports ${entry.imports.join(", ")}; it must run before the portal's chunks arrive (src/hydration/submit-hold.ts imports nothing)`,
              );
            }
            holdScript = entry.fileName;
            continue;
          }
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
        // Not the submit hold: a few statements, compiled in no time, where the hint's line would be a tenth of it.
        hintChunks(
          bundle,
          [...initialChunks(bundle), ...loginChunks].filter((file) => file !== holdScript),
        );
      },
    },
    closeBundle: {
      order: "post",
      handler: () => {
        const indexHtml = readFileSync(join(outDir, "index.html"), "utf8");
        for (const [family, scripts] of familyScripts) {
          const file = join(outDir, familyPageFile(family));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, familyPageHtml(indexHtml, base, indexScripts, scripts));
        }
        const url = (chunk: string) => `${base}${chunk}`;
        // Each family's and each catalog's chunks, by the name in the module's path.
        const named = (pattern: RegExp, nameOf: RegExp) =>
          Object.fromEntries(
            [...moduleChunks]
              .filter(([id]) => pattern.test(slashed(id)))
              .map(([id, files]) => [nameOf.exec(slashed(id))?.[1] ?? "", files.map(url)]),
          );
        const preload: LoginPreload = {
          // The runtime config, which the boot asks for first (at that absolute path, whatever the base):
          // preloaded, it is in by the time the page's scripts have run instead of one request after them.
          first: ["</portal.config.json>; rel=preload; as=fetch; crossorigin"],
          pages: {
            index: indexScripts.map(url),
            ...Object.fromEntries([...familyScripts].map(([family, scripts]) => [family, scripts.map(url)])),
          },
          families: named(familyModule("[a-z-]+"), /families\/([a-z-]+)\/[a-z-]+-family\.ts$/),
          catalogs: named(catalogModule("[a-z]+"), /locales\/([a-z]+)\.ts$/),
        };
        writeFileSync(join(outDir, LOGIN_PRELOAD_FILE), `${JSON.stringify(preload, null, 2)}\n`);
        const drawn: DrawnLoginBuild = { fingerprint: loginRenderFingerprint(), holdScript: url(holdScript) };
        writeFileSync(join(outDir, DRAWN_LOGIN_FILE), `${JSON.stringify(drawn, null, 2)}\n`);
      },
    },
  };
}
