import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { defaultBrandsDir } from "./check-brands.ts";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), "gse-brands-cli-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The brand folders under `dir`: what the check counts, so a new shipped brand needs no edit here. */
const brandFolders = (dir: string) =>
  readdirSync(dir).filter((key) => existsSync(join(dir, key, "brand.json")));

/** Runs a root script exactly as docs/add-a-brand.md tells an integrator to. */
function pnpm(...args: string[]) {
  const result = spawnSync("pnpm", ["--silent", ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("pnpm brands:check", () => {
  it("passes on the shipped brands", () => {
    const { status, stdout, stderr } = pnpm("brands:check");
    expect(stderr).toBe("");
    expect(stdout).toBe(`${brandFolders(defaultBrandsDir).length} brands valid, 0 with problems\n`);
    expect(status).toBe(0);
  }, 60_000);

  it("fails on a bad brand and prints the exact file and path", () => {
    const brandsDir = join(workDir, "bad", "brands");
    cpSync(defaultBrandsDir, brandsDir, { recursive: true });
    mkdirSync(join(brandsDir, "broken"));
    writeFileSync(
      join(brandsDir, "broken", "brand.json"),
      JSON.stringify({ extends: "suite", palette: { error: { main: "#fff; } body { display:none" } } }),
    );
    // A texts file naming a message no catalog has, and one dropping a placeholder.
    writeFileSync(
      join(brandsDir, "payroll", "texts", "pt.json"),
      JSON.stringify({ Entrar: "Entrar", "Versión {version}": "Versão" }),
    );
    const { status, stderr, stdout } = pnpm("brands:check", "--dir", brandsDir);
    expect(stderr).toBe(
      [
        'brands/broken/brand.json: palette.error.main: expected a colour like #1a2b3c, rgb(26, 43, 60) or hsl(210, 40%, 17%), got "#fff; } body { display:none"',
        'brands/payroll/texts/pt.json: "Entrar": expected a message of the catalogs (its Spanish source text), got "Entrar"; nearest: "Enviar", "Error", "Ingresar"',
        'brands/payroll/texts/pt.json: "Versión {version}": expected the placeholders {version} (the catalog\'s), got none',
        "",
      ].join("\n"),
    );
    expect(stdout).toMatch(/, 2 with problems\n$/);
    expect(status).toBe(1);
  }, 60_000);
});

describe("pnpm brands:check --write-schema", () => {
  it("names a stale brands/brand.schema.json, and refreshes it", () => {
    const brandsDir = join(workDir, "schema", "brands");
    cpSync(defaultBrandsDir, brandsDir, { recursive: true });
    writeFileSync(join(brandsDir, "brand.schema.json"), "{}\n");
    const stale = pnpm("brands:check", "--dir", brandsDir);
    expect(stale.stderr).toContain(
      "brands/brand.schema.json: $: expected the JSON Schema generated from the brand schema",
    );
    expect(stale.status).toBe(1);
    expect(pnpm("brands:check", "--write-schema", "--dir", brandsDir).status).toBe(0);
    expect(pnpm("brands:check", "--dir", brandsDir).status).toBe(0);
  }, 60_000);
});

describe("pnpm brand:new", () => {
  it("then pnpm brands:check passes with no other edit, as docs/add-a-brand.md promises", () => {
    const brandsDir = join(workDir, "readme", "brands");
    cpSync(defaultBrandsDir, brandsDir, { recursive: true });
    expect(pnpm("brand:new", "x", "--dir", brandsDir).status).toBe(0);
    const check = pnpm("brands:check", "--dir", brandsDir);
    expect(check.stderr).toBe("");
    expect(check.stdout).toBe(`${brandFolders(defaultBrandsDir).length + 1} brands valid, 0 with problems\n`);
    expect(check.status).toBe(0);
  }, 60_000);

  it("scaffolds a folder that passes the check at once", () => {
    const brandsDir = join(workDir, "new", "brands");
    cpSync(defaultBrandsDir, brandsDir, { recursive: true });
    const plain = pnpm("brand:new", "warehouse", "--dir", brandsDir);
    expect(plain.stderr).toBe("");
    expect(plain.stdout).toContain("Created brands/warehouse");
    // Where the brand's own wording goes, with an example.
    expect(plain.stdout).toContain("brands/warehouse/texts/<language>.json (es, en, pt)");
    expect(plain.stdout).toContain('texts/es.json: { "Ingresar": "Ingresar a Nómina" }');
    expect(plain.status).toBe(0);
    const tenant = pnpm("brand:new", "biometrics_mx", "--extends", "biometrics", "--dir", brandsDir);
    expect(tenant.stderr).toBe("");
    expect(tenant.stdout).toContain("Created brands/biometrics_mx");
    expect(tenant.stdout).toContain(
      `${brandFolders(defaultBrandsDir).length + 2} brands valid, 0 with problems`,
    );
    expect(tenant.status).toBe(0);
  }, 60_000);
});
