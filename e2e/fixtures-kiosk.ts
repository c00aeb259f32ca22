import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Brand, parseBrand } from "@gse/brand-kit";
import type { Page } from "@playwright/test";
import type { Plugin } from "vite";
import { buildPortal } from "../scripts/bench/build.ts";
import { test as base, builtPortal, openPortal, type Portal } from "./fixtures.ts";

const example = fileURLToPath(new URL("../examples/kiosk-family/", import.meta.url));
const cacheDir = fileURLToPath(new URL("../node_modules/.cache/gse-kiosk-portal/", import.meta.url));

/**
 * The example family's test-only brand (examples/kiosk-family/brands/kiosk): in no brand store, so a journey
 * serves it as a brand is served, on the files of the brand it extends, at the address the page asks for it.
 */
const kioskFile = JSON.parse(readFileSync(join(example, "brands/kiosk/brand.json"), "utf8")) as Record<
  string,
  unknown
>;

export function kioskOn(parent: Brand): Brand {
  const { $schema: _schema, extends: parentKey, ...own } = kioskFile;
  if (parentKey !== "suite") throw new Error(`kiosk brand.json: extends: expected "suite", got ${parentKey}`);
  const parsed = parseBrand({ ...parent, ...own }, "kiosk brand");
  if (!parsed.success) throw new Error(parsed.problems.map((problem) => problem.message).join("\n"));
  return parsed.brand;
}

/**
 * Registers the example family in a build of the portal, as an app that draws it would register it beside the
 * four of @gse/components: the portal itself knows no example family, and its production build carries none.
 */
function registerKioskFamily(): Plugin {
  const registry = /apps[\\/]portal[\\/]src[\\/]family-registry\.ts$/;
  const entry = JSON.stringify(join(example, "src/index.ts"));
  return {
    name: "gse-e2e-kiosk-family",
    enforce: "pre",
    transform(code, id) {
      if (!registry.test(id)) return undefined;
      return `${code}\nObject.assign(familyRegistry, { kiosk: () => import(${entry}).then((module) => module.kioskFamily) });\n`;
    },
  };
}

/**
 * A production build of the portal with the example family registered, made once for a run and shared by its
 * workers (the first to ask builds, the others wait for it): in node_modules/.cache, named for the portal's own
 * build and the example's sources, so a changed build or example is built again and the older one removed.
 */
async function kioskBuild(): Promise<string> {
  const sources = readdirSync(join(example, "src"))
    .sort()
    .map((file) => readFileSync(join(example, "src", file)));
  const key = createHash("sha256")
    .update(readFileSync(join(builtPortal, "index.html")))
    .update(Buffer.concat(sources))
    .digest("hex")
    .slice(0, 16);
  const outDir = join(cacheDir, key);
  const done = `${outDir}.done`;
  const lock = `${outDir}.lock`;
  if (existsSync(done)) return outDir;
  mkdirSync(cacheDir, { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    // Another worker builds it: wait for its mark (a build takes seconds).
    for (const started = Date.now(); !existsSync(done); ) {
      if (Date.now() - started > 150_000) {
        throw new Error(
          `${lock}: a build of the kiosk portal never finished; delete the folder and run again`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return outDir;
  }
  try {
    // Built meanwhile by the worker that held the lock before.
    if (existsSync(done)) return outDir;
    for (const entry of readdirSync(cacheDir)) {
      if (!entry.startsWith(key)) rmSync(join(cacheDir, entry), { recursive: true, force: true });
    }
    await buildPortal({ outDir, plugins: [registerKioskFamily()] });
    writeFileSync(done, new Date().toISOString());
    return outDir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** `kioskPortal`: the portal built with the example family registered, served as `portal` serves the build. */
export const test = base.extend<object, { kioskPortal: Portal }>({
  kioskPortal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires fixtures to destructure their first argument.
    async ({}, use) => {
      const portal = await openPortal({}, await kioskBuild());
      await use(portal);
      await portal.server.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

/** Serves the kiosk brand to `page` (at http://kiosk.localhost:PORT) on the portal's suite brand. */
export async function serveKiosk(page: Page, portal: Portal): Promise<Brand> {
  const suite = (await (await fetch(portal.url(undefined, "/brands/suite.json"))).json()) as Brand;
  const kiosk = kioskOn(suite);
  await page.route("**/brands/kiosk.json", (route) => route.fulfill({ json: kiosk }));
  // The page names the revision its server holds for the host (the suite's: kiosk is in no store); without that
  // name the boot asks for the brand by key, as on a page written by a server without a store.
  await page.route(
    (url) => url.hostname.startsWith("kiosk."),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      // Node resolves no *.localhost name: the request goes to 127.0.0.1 with the page's Host.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = "127.0.0.1";
      const answer = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
      const body = (await answer.text()).replace(
        /<script type="application\/json" id="gse-brand-revision">.*?<\/script>/,
        "",
      );
      return route.fulfill({ response: answer, body });
    },
  );
  return kiosk;
}
