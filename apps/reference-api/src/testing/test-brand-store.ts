import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Brand } from "@gse/brand-kit";
import { type CheckedBrands, checkBrands } from "@gse/brand-kit/node";
import { compileRevision, type LoginPage, makeCurrent, writeRevision } from "@gse/brand-kit/store";
import { type ServedRevision, served } from "../brand-store/live-brand-store.ts";

/** One brand of a test store: a shipped brand's key, what to change of it, and the login CSS to give it. */
export interface TestStoreBrand {
  readonly key: string;
  /** The shipped brand to start from (the key's own by default). */
  readonly from?: string;
  readonly title?: string;
  readonly loginCss?: string;
  /** The login's drawn HTML to give it (with loginCss). */
  readonly loginPage?: LoginPage;
  /** Any other change to the brand (the brand after `extends`). */
  readonly change?: (brand: Brand) => Brand;
}

let shipped: CheckedBrands | undefined;

/**
 * A brand store in a temporary folder with these brands published (made from the shipped brands), as
 * `pnpm brands:publish` writes one: what the page server reads in tests. Answers the folder.
 */
export async function testBrandStore(brands: readonly TestStoreBrand[], dir?: string): Promise<string> {
  shipped ??= checkBrands();
  const store = dir ?? mkdtempSync(join(tmpdir(), "brand-store-"));
  for (const { key, from = key, title, loginCss, loginPage, change = (brand: Brand) => brand } of brands) {
    const base = shipped.brands.get(from);
    if (!base) throw new Error(`testBrandStore: no shipped brand "${from}"`);
    const checked = { ...shipped, brands: new Map([[key, change(title ? { ...base, title } : base)]]) };
    const compiled = await compileRevision(checked, key, async () =>
      loginCss === undefined ? undefined : { styles: { version: "6.6.0", css: loginCss }, page: loginPage },
    );
    const at = new Date();
    const { revision } = writeRevision(store, compiled, { at, by: "test" });
    makeCurrent(store, key, { revision: revision.id, at: at.toISOString(), by: "test", action: "publish" });
  }
  return store;
}

/** A brand compiled as `pnpm brands:publish` compiles it (without its login CSS), as the page server holds it. */
export async function servedRevision(checked: CheckedBrands, key: string): Promise<ServedRevision> {
  const { revision } = await compileRevision(checked, key);
  const held = served({ ...revision, createdAt: new Date(0).toISOString(), author: "test" });
  if (!held) throw new Error(`servedRevision: brand "${key}" does not parse`);
  return held;
}
