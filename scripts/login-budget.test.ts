import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { familyPageFile } from "@gse/brand-kit";
import { loginPreloadLinks, readLoginPreload, servedRevision } from "@gse/reference-api";
import type { Plugin } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT } from "../apps/portal/compile-hints.ts";
import {
  brandAssetProblems,
  brandGrowthProblems,
  forbiddenModuleProblems,
  initialJsProblems,
  readBudget,
} from "./bench/budget.ts";
import { buildPortal, chunkModulesFile, repoRoot, statsOfBuild } from "./bench/build.ts";
import { generateBrands } from "./bench/generated-brands.ts";
import { type LoginRouteStats, loginRouteStats, pageStats, shippedBrands } from "./bench/stats.ts";

/**
 * bench/budget.json, held against the production build's chunk graph (Vite's manifest and the modules of each
 * chunk): sizes of files, never timings, so the check is the same on every machine. `pnpm bench` measures the
 * same in Chromium, with timings.
 */
const budget = readBudget();

/** The submit hold's script in a build (its dist/drawn-login.json), as the build's stats name files. */
const holdScriptOf = (outDir: string): string =>
  (
    JSON.parse(readFileSync(join(outDir, "drawn-login.json"), "utf8")) as { holdScript: string }
  ).holdScript.replace(/^\//, "");
const workDir = mkdtempSync(join(tmpdir(), "gse-login-budget-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const build = async (name: string, options: { brandsDir?: string; plugins?: Plugin[] } = {}) => {
  const outDir = join(workDir, name);
  await buildPortal({ outDir, ...options });
  return { outDir, stats: loginRouteStats(outDir) };
};

/**
 * The shipped build: `pnpm test`'s own (GSE_PORTAL_DIST, built once with the manifest and chunk modules for the
 * journeys, the bench and this test), else one built here.
 */
const shippedBuild = async () => {
  const built = process.env.GSE_PORTAL_DIST;
  if (!built) return build("shipped");
  const outDir = statsOfBuild(resolve(repoRoot, built));
  return { outDir, stats: loginRouteStats(outDir) };
};

describe("the login route of the production build, within bench/budget.json", () => {
  let shipped: { outDir: string; stats: LoginRouteStats };
  beforeAll(async () => {
    shipped = await shippedBuild();
  }, 120_000);

  it(`loads at most ${budget.loginInitialJsGzipBytes / 1000} KB of gzip JavaScript before the default brand's form shows`, () => {
    expect(initialJsProblems(shipped.stats, budget)).toEqual([]);
    // The figure is real: the entry, the family, its login screen and the catalog are all counted.
    expect(shipped.stats.modules.some((id) => id.endsWith("/LoginScreen.tsx"))).toBe(true);
    expect(shipped.stats.modules.some((id) => id.endsWith("/i18n/locales/es.ts"))).toBe(true);
    expect(shipped.stats.modules.some((id) => id.includes("/react-dom/"))).toBe(true);
  });

  it("announces in its Link header every script of each brand's login that its page does not load", async () => {
    // A family's catalog of another language among them; on index.html's page the login screen and the family's
    // layout too: left out, the browser learns of them only once the family's chunk has run, two round trips more
    // before the form. The page server writes the header from the build's login-preload.json and the brand's
    // published revision.
    const build = await readLoginPreload(shipped.outDir);
    const checked = shippedBrands();
    // Where the server drew the login (every shipped brand's, docs/server-drawn-login.md), the page starts with
    // the submit hold, announced first.
    const hold = holdScriptOf(shipped.outDir);
    const linksOf = async (brandKey: string) =>
      loginPreloadLinks(build, await servedRevision(checked, brandKey), `/${hold}`);
    /** The address a Link value names, without its leading slash: the file as the build's stats name it. */
    const target = (link: string) => link.replace(/^<\/?([^>]*)>.*$/, "$1");
    for (const brandKey of ["suite", "certificate", "license_certa", "selfservice_br"]) {
      const fromPage = new Set(pageStats(shipped.outDir, brandKey).js.map((item) => item.file));
      const login = loginRouteStats(shipped.outDir, brandKey).js.map((item) => item.file);
      const announced = (await linksOf(brandKey)).map(target);
      expect(
        login.filter((file) => !fromPage.has(file) && !announced.includes(file)),
        brandKey,
      ).toEqual([]);
      // The page's own scripts first: every later step waits on them, and the family's chunks asked for first
      // took the connections and the script-parsing threads (the entry came in 300 ms later).
      const scripts = (await linksOf(brandKey))
        .filter((link) => link.endsWith("rel=modulepreload"))
        .map(target)
        .filter((file) => file !== hold);
      expect(new Set(scripts.slice(0, fromPage.size)), brandKey).toEqual(fromPage);
      expect(scripts.length, brandKey).toBe(new Set(scripts).size);
    }
    // selfservice_br speaks Portuguese: its catalog is the one script its page does not name.
    expect(loginRouteStats(shipped.outDir, "selfservice_br").modules).toContainEqual(
      expect.stringMatching(/\/sdk\/src\/i18n\/locales\/pt\.ts$/),
    );
  }, 60_000); // sizes (gzip and brotli) of each brand's files

  it("gives each family's brands a page whose own scripts hold the family's login, and no other family's", () => {
    const families = {
      suite: "common",
      certificate: "certificate",
      license_certa: "themed",
      selfservice_co: "self-service",
    };
    // What each family's login extends from (defineFamily's `extends`): its chunks come along, nothing else.
    const allowed: Record<string, string[]> = {
      common: ["common"],
      certificate: ["certificate", "common"],
      themed: ["themed", "common"],
      "self-service": ["self-service", "themed", "common"],
    };
    for (const [brandKey, family] of Object.entries(families)) {
      const page = pageStats(shipped.outDir, brandKey);
      expect(page.modules, brandKey).toContainEqual(
        expect.stringMatching(new RegExp(`/families/${family}/LoginScreen\\.tsx$`)),
      );
      expect(page.modules, brandKey).toContainEqual(
        expect.stringMatching(/\/sdk\/src\/i18n\/locales\/es\.ts$/),
      );
      const screens = page.modules.flatMap(
        (id) => /\/families\/([a-z-]+)\/LoginScreen\.tsx$/.exec(id)?.[1] ?? [],
      );
      expect(
        screens.filter((other) => !allowed[family]?.includes(other)),
        brandKey,
      ).toEqual([]);
      // The page the servers answer the brand's host with runs that entry.
      const html = readFileSync(join(shipped.outDir, familyPageFile(family)), "utf8");
      expect(html, brandKey).toContain(
        `<script type="module" crossorigin src="/${page.js[0]?.file}"></script>`,
      );
    }
  }, 60_000);

  it("marks each brand's login scripts for V8's eager compilation, and not the hub client's", () => {
    const read = (file: string) => readFileSync(join(shipped.outDir, file), "utf8");
    const hinted = (file: string) => read(file).startsWith(COMPILE_HINT);
    // Not the submit hold: a few statements, which the hint's line would grow by a tenth.
    const hold = holdScriptOf(shipped.outDir);
    expect(hinted(hold)).toBe(false);
    for (const brandKey of ["suite", "payroll", "selfservice_co", "biometrics"]) {
      const login = loginRouteStats(shipped.outDir, brandKey)
        .js.map(({ file }) => file)
        .filter((file) => file !== hold);
      expect(
        login.filter((file) => !hinted(file)),
        brandKey,
      ).toEqual([]);
    }
    // The copies the servers send: the brotli text is the hinted one.
    const [entry = ""] = loginRouteStats(shipped.outDir)
      .js.toSorted((a, b) => b.size.gzip - a.size.gzip)
      .map(({ file }) => file);
    expect(brotliDecompressSync(readFileSync(join(shipped.outDir, `${entry}.br`))).toString()).toBe(
      read(entry),
    );
    // The console's chunks and the screens after the login compile lazily, as V8 would: most of their functions
    // do not run on the login's load, and compiling them all would cost a phone's background thread for nothing.
    const all = readdirSync(join(shipped.outDir, "assets")).filter((name) => name.endsWith(".js"));
    const others = all.map((name) => `assets/${name}`).filter((file) => !hinted(file));
    expect(others.length).toBeGreaterThan(all.length / 2);
    // Which chunk holds the hub client, as the build recorded each chunk's modules (what the budget reads too).
    const modules = JSON.parse(read(chunkModulesFile)) as Record<string, string[]>;
    const holdsHub = (file: string) => (modules[file] ?? []).some((id) => id.includes("@microsoft/signalr"));
    expect(others.some(holdsHub)).toBe(true);
  }, 60_000);

  it("loads nothing of @microsoft/signalr, the administration console, the shell or the other brands", async () => {
    expect(forbiddenModuleProblems(shipped.stats, budget)).toEqual([]);
    expect(await brandAssetProblems(shipped.outDir, shipped.stats)).toEqual([]);
  });

  it(`grows at most ${budget.brandGrowthGzipBytes / 1000} KB gzip when ${budget.generatedBrands} brands are added`, async () => {
    const generated = await build("generated", {
      brandsDir: generateBrands(join(workDir, "generated-brands"), budget.generatedBrands),
    });
    expect(brandGrowthProblems(shipped.stats, generated.stats, budget)).toEqual([]);
    expect(forbiddenModuleProblems(generated.stats, budget)).toEqual([]);
  }, 120_000);

  it("catches the hub client and the console's TanStack Router, Query and Form, with the cores under them, imported from start.tsx (the check itself)", async () => {
    const sdk = createRequire(join(repoRoot, "packages/sdk/package.json"));
    const signalr = join(dirname(sdk.resolve("@microsoft/signalr/package.json")), "dist/esm/index.js");
    // Each package's ES module entry, as the console imports it; `QueryClient` lives in query-core, which a marker
    // for react-query alone would miss.
    const admin = createRequire(join(repoRoot, "packages/admin/package.json"));
    const entry = (name: string) => {
      const folder = dirname(admin.resolve(`${name}/package.json`));
      return JSON.stringify(join(folder, (admin(`${name}/package.json`) as { module: string }).module));
    };
    const imports = [
      `import { HubConnectionBuilder } from ${JSON.stringify(signalr)};`,
      `import { createRouter } from ${entry("@tanstack/react-router")};`,
      `import { QueryClient, useQuery } from ${entry("@tanstack/react-query")};`,
      `import { useForm } from ${entry("@tanstack/react-form")};`,
    ].join("\n");
    // One build with all of them: each is named on its own, so none can hide behind another.
    const broken = await build("eager-imports", {
      plugins: [
        eagerInStart(imports, "[HubConnectionBuilder, createRouter, QueryClient, useQuery, useForm]"),
      ],
    });
    expect(forbiddenModuleProblems(broken.stats, budget)).toEqual([
      expect.stringContaining("@microsoft/signalr in its initial load"),
      ...["react-router", "router-core", "react-query", "query-core", "react-form", "form-core"].map((name) =>
        expect.stringContaining(`@tanstack/${name}`),
      ),
    ]);
  }, 120_000);
});

/** A build plugin that puts `imports` at the top of the portal's start.tsx (every page's boot) and keeps `used` alive. */
function eagerInStart(imports: string, used: string): Plugin {
  return {
    name: "eager-in-start",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith("/apps/portal/src/start.tsx")) return undefined;
      return `${imports}\nglobalThis.eager = ${used};\n${code}`;
    },
  };
}
