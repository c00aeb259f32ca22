import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkBrands, defaultBrandsDir } from "@gse/brand-kit/node";
import { describe, expect, it } from "vitest";

// Docs that run: no page keeps a hand-written list of brands. `pnpm brands:list` prints them from brands/, by the
// host rule the README and docs/add-a-brand.md state, so a new brand folder changes no other file.
const root = fileURLToPath(new URL("..", import.meta.url));
const folders = readdirSync(defaultBrandsDir).filter((key) =>
  existsSync(join(defaultBrandsDir, key, "brand.json")),
);
const { brands } = checkBrands();

function brandsList(...args: string[]) {
  const result = spawnSync("pnpm", ["--silent", "brands:list", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
  });
  const rows = [...result.stdout.matchAll(/^\| `([a-z0-9_-]+)` \| (.+?) \| (.+?) \| (\S+) \|$/gm)].map(
    ([, key = "", name = "", family = "", address = ""]) => ({ key, name, family, address }),
  );
  return { ...result, rows };
}

/** The rule as the docs state it: `<tenant>.<app>.localhost` opens `<app>_<tenant>`, plain localhost the default. */
function keyOfAddress(address: string): string {
  const host = new URL(address).hostname;
  const labels = host.split(".").slice(0, -1).reverse(); // without "localhost", application first
  return labels.length === 0 ? "suite" : labels.join("_");
}

describe("pnpm brands:list", () => {
  const list = brandsList();

  it("prints one row for every brand folder of brands/, and none for a folder that is not there", () => {
    expect(list.stderr).toBe("");
    expect(list.status).toBe(0);
    expect(list.rows.map((row) => row.key).sort()).toEqual([...folders].sort());
  }, 60_000);

  it("gives each brand its name, its family and the address the host rule opens it at", () => {
    for (const row of list.rows) {
      const brand = brands.get(row.key);
      expect(row.name.replace(/ \(default\)$/, ""), row.key).toBe(brand?.name);
      expect(row.family, row.key).toBe(brand?.family);
      expect(new URL(row.address).port, row.key).toBe("5173");
      expect(keyOfAddress(row.address), row.key).toBe(row.key);
    }
  });

  it("gives the addresses of `pnpm start` with --port 4173", () => {
    const start = brandsList("--port", "4173");
    expect(start.rows.map((row) => new URL(row.address).port)).toEqual(list.rows.map(() => "4173"));
  }, 60_000);

  it("is what the README and docs/add-a-brand.md send a reader to, and their example addresses open brands", () => {
    for (const file of ["README.md", "docs/add-a-brand.md"]) {
      const page = readFileSync(join(root, file), "utf8");
      expect(page, file).toContain("pnpm brands:list");
      for (const [address = ""] of page.matchAll(/http:\/\/(?:[a-z0-9-]+\.)*localhost:5173/g)) {
        expect(folders, `${file}: ${address}`).toContain(keyOfAddress(address));
      }
    }
  });
});
