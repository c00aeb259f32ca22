import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { suiteBrand } from "@gse/brand-kit";
import { describe, expect, it } from "vitest";
import { openLoginRenderer } from "../apps/portal/login-renderer.ts";

const bundlesDir = join(import.meta.dirname, "..", "apps/portal/node_modules/.cache/gse-login-page");
/** The bundles in place (another process's bundle being built, side by side, aside). */
const bundles = () =>
  readdirSync(bundlesDir)
    .filter((name) => !name.endsWith(".building"))
    .map((name) => ({ name, built: statSync(join(bundlesDir, name)).mtimeMs }));

describe("publishing's login renderer", () => {
  it("draws a brand's login from a bundle it builds once per set of sources, and imports again later", async () => {
    const first = openLoginRenderer();
    const drawn = await first.render(suiteBrand, "suite", undefined);
    expect(drawn?.page?.html.es).toContain('type="submit"');
    expect(drawn?.styles?.css).toMatch(/data-styled\.g\d+\[id=/);
    const after = bundles();
    expect(after.length).toBeGreaterThan(0);

    const second = openLoginRenderer();
    expect((await second.render(suiteBrand, "suite", undefined))?.page?.html).toEqual(drawn?.page?.html);
    expect(bundles()).toEqual(after);
  }, 60_000);
});
