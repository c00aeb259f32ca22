import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { parseBrand } from "../parse-brand.ts";
import { brandsPlugin } from "./brands-plugin.ts";
import { defaultBrandsDir } from "./check-brands.ts";

const workDir = mkdtempSync(join(tmpdir(), "gse-brands-build-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const brandKitEntry = fileURLToPath(new URL("../index.ts", import.meta.url));

/** A page like the portal's login: it loads one brand at runtime and imports no brand. */
function writeApp(root: string): void {
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), '<!doctype html><script type="module" src="/main.js"></script>');
  writeFileSync(
    join(root, "main.js"),
    'import { createTheme, loadBrand } from "@gse/brand-kit";\n' +
      "loadBrand({ application: location.hostname }).then(({ brand }) => console.log(createTheme(brand)));\n",
  );
}

async function buildApp(brandsDir: string, name: string) {
  const root = join(workDir, name);
  writeApp(root);
  const output = (await build({
    root,
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "@gse/brand-kit": brandKitEntry } },
    plugins: [brandsPlugin({ brandsDir })],
    build: { write: false, minify: true },
  })) as Rolldown.RolldownOutput;
  const files = new Map(output.output.map((item) => [item.fileName, item]));
  const text = (fileName: string) => {
    const item = files.get(fileName);
    if (!item) throw new Error(`${fileName}: expected in the build, got nothing`);
    return item.type === "asset" ? String(item.source) : item.code;
  };
  const entryCode = output.output.flatMap((item) =>
    item.type === "chunk" && item.isEntry ? [item.code] : [],
  );
  return { files, text, entryCode: entryCode.join("\n") };
}

describe("the brands plugin in a production build", () => {
  it("builds virtual:gse-brands with every brand, its assets emitted as files (for Storybook)", async () => {
    const root = join(workDir, "gallery");
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, "index.html"), '<!doctype html><script type="module" src="/main.js"></script>');
    writeFileSync(
      join(root, "main.js"),
      'import { brands } from "virtual:gse-brands";\nconsole.log(brands);\n',
    );
    const output = (await build({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [brandsPlugin({ brandFiles: false })],
      build: { write: false, minify: false },
    })) as Rolldown.RolldownOutput;
    const names = output.output.map((item) => item.fileName);
    const code = output.output.flatMap((item) => (item.type === "chunk" ? [item.code] : [])).join("\n");
    expect(code).toContain("GSE Autoatendimento Brasil");
    expect(code).not.toContain("/brands/suite/");
    expect(names.some((name) => /^assets\/poppins-latin-400-[\w-]+\.woff2$/.test(name))).toBe(true);
    expect(names.some((name) => name.startsWith("brands/"))).toBe(false);
  }, 60_000);

  it("emits one flattened brands/<key>.json per brand, its assets rewritten to emitted, hashed files", async () => {
    const { files, text } = await buildApp(defaultBrandsDir, "app");
    const payroll = parseBrand(JSON.parse(text("brands/payroll.json")), "brands/payroll.json");
    expect(payroll.success).toBe(true);
    if (!payroll.success) return;
    expect(payroll.brand.title).toBe("GSE Nómina");
    const assets = [
      payroll.brand.images.logo,
      payroll.brand.images.favicon,
      payroll.brand.fonts.body.faces[0]?.file,
    ];
    for (const url of assets) {
      expect(url).toMatch(/^\/assets\/[\w.-]+-[\w-]{6,}\.(svg|woff2)$/);
      expect(files.has(url?.slice(1) ?? ""), url).toBe(true);
    }
    expect(files.has("brands/selfservice_br.json")).toBe(true);
    expect(files.has("brands/suite.json")).toBe(true);
  }, 60_000);

  it("keeps the page's JavaScript the same size when 200 more brands are added", async () => {
    const brandsDir = join(workDir, "many-brands");
    cpSync(defaultBrandsDir, brandsDir, { recursive: true });
    const small = await buildApp(brandsDir, "before");
    for (let index = 0; index < 200; index += 1) {
      mkdirSync(join(brandsDir, `extra${index}`));
      const hex = (index * 40503).toString(16).padStart(6, "0").slice(-6);
      writeFileSync(
        join(brandsDir, `extra${index}`, "brand.json"),
        JSON.stringify({
          extends: "suite",
          name: `Extra ${index}`,
          title: `Extra ${index}`,
          palette: { info: { light: `#${hex}` } },
        }),
      );
    }
    const large = await buildApp(brandsDir, "after");
    expect(large.files.has("brands/extra199.json")).toBe(true);
    expect(large.entryCode.length).toBe(small.entryCode.length);
    expect(large.entryCode).not.toContain("Extra 1");
    expect(small.entryCode).not.toContain("GSE Nómina");
    expect(
      small.entryCode,
      "suiteTheme is for tests: a page that does not use it must not carry it",
    ).not.toContain("GSE Suite");
  }, 120_000);

  it("fails the build and names the file and path when a brand is invalid", async () => {
    const brandsDir = join(workDir, "bad-brands");
    cpSync(defaultBrandsDir, brandsDir, { recursive: true });
    mkdirSync(join(brandsDir, "broken"));
    writeFileSync(
      join(brandsDir, "broken", "brand.json"),
      JSON.stringify({ extends: "suite", logoWidth: "1px;}" }),
    );
    await expect(buildApp(brandsDir, "bad")).rejects.toThrow(
      'brands/broken/brand.json: logoWidth: expected a length like 160px, 10rem or 50%, got "1px;}"',
    );
  }, 60_000);
});
