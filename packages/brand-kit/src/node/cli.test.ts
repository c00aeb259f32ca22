import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { defaultBrandsDir } from "./check-brands.ts";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), "gse-brands-cli-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs a root script exactly as the README tells an integrator to. */
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
    expect(stdout).toBe("18 brands valid, 0 with problems\n");
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
    const { status, stderr } = pnpm("brands:check", "--dir", brandsDir);
    expect(stderr).toBe(
      'brands/broken/brand.json: palette.error.main: expected a colour like #1a2b3c, rgb(26, 43, 60) or hsl(210, 40%, 17%), got "#fff; } body { display:none"\n',
    );
    expect(status).toBe(1);
  }, 60_000);
});

describe("pnpm brand:new", () => {
  it("scaffolds a folder that passes the check at once", () => {
    const brandsDir = join(workDir, "new", "brands");
    cpSync(defaultBrandsDir, brandsDir, { recursive: true });
    const { status, stdout, stderr } = pnpm(
      "brand:new",
      "biometrics_mx",
      "--extends",
      "biometrics",
      "--dir",
      brandsDir,
    );
    expect(stderr).toBe("");
    expect(stdout).toContain("Created brands/biometrics_mx");
    expect(stdout).toContain("19 brands valid, 0 with problems");
    expect(status).toBe(0);
  }, 60_000);
});
