/**
 * `pnpm review:sheets`: every brand's sheet (every screen of its family, from the review stories) rendered in
 * headless Chromium at 360 and 1280 px, written as PNGs to a folder it prints. No network: it serves the
 * built Storybook itself on 127.0.0.1.
 *
 *   pnpm review:sheets [--out DIR] [--brands payroll,suite] [--no-build] [--pages review-common-family--login,...]
 *
 * `--pages` also captures those Review pages (story ids, every brand of a family side by side) at 1280 px.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import { checkBrands } from "@gse/brand-kit/node";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

const root = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = resolve(root, option("--out") ?? "review-sheets");
const only = option("--brands")?.split(",");
const pages = option("--pages")?.split(",") ?? [];
const widths = [360, 1280] as const;
const staticDir = join(root, "storybook-static");

if (!args.includes("--no-build") || !existsSync(join(staticDir, "index.json"))) {
  execSync("pnpm build-storybook", { cwd: root, stdio: "inherit" });
}

const storyIds = new Set(
  Object.keys(JSON.parse(readFileSync(join(staticDir, "index.json"), "utf8")).entries),
);
const { brands } = checkBrands();
const keys = [...brands.keys()].filter((key) => !only || only.includes(key)).sort();

const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
  const file = join(staticDir, path === "/" ? "index.html" : path);
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  response.end(readFileSync(file));
});
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const written: string[] = [];
const skipped: string[] = [];
/**
 * Opens a story at a width once every specimen has settled (drawn in its brand's fonts, no spinner left), fails
 * naming brand and font when a specimen's fonts did not load, and writes its full-page PNG.
 */
async function capture(id: string, globals: string, width: number, file: string, name: string) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story${globals}`);
  await page.waitForFunction(
    () =>
      document.querySelectorAll("[data-specimen]").length > 0 &&
      !document.querySelector("[data-specimen] [role=status]"),
    undefined,
    { timeout: 30_000 },
  );
  const fontProblems = await page.$$eval("[data-font-problem]", (elements) =>
    elements.map((element) => element.getAttribute("data-font-problem")),
  );
  if (fontProblems.length > 0) {
    throw new Error(`review ${name} at ${width}px: ${[...new Set(fontProblems)].join("; ")}`);
  }
  await page.screenshot({ path: file, fullPage: true });
  written.push(file);
  await page.close();
}

try {
  for (const key of keys) {
    const family = brands.get(key)?.family ?? "common";
    const id = `review-${family}-family--brand-sheet-of-screens`;
    if (!storyIds.has(id)) {
      skipped.push(`${key}: no review sheet for the ${family} family yet (story ${id})`);
      continue;
    }
    for (const width of widths) {
      await capture(id, `&globals=brand:${key}`, width, join(out, `${key}-${width}.png`), `sheet ${key}`);
    }
  }
  for (const id of pages) {
    if (!storyIds.has(id)) throw new Error(`--pages: no story ${id} in the built Storybook`);
    await capture(id, "", 1280, join(out, `${id}-1280.png`), `page ${id}`);
  }
} finally {
  await browser.close();
  server.close();
}

for (const line of skipped) console.log(`skipped ${line}`);
console.log(
  `${written.length} sheets (${keys.length - skipped.length} brands × ${widths.length} widths) written to ${out}`,
);
