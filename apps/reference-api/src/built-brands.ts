import { readdir, readFile } from "node:fs/promises";
import { resolveBrandKey } from "@gse/brand-kit";
import { brandFromHost } from "./host.ts";

/**
 * Each built brand file (`dist/brands/<key>.json`) as parsed JSON, by key. A file that is not JSON is left out:
 * the boot reports it, and the page goes out without what the server would have written from it.
 */
export async function readBuiltBrandFiles(portalDist: string): Promise<ReadonlyMap<string, unknown>> {
  const built = new Map<string, unknown>();
  const files = await readdir(`${portalDist}/brands`).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith(".json"))) {
    try {
      built.set(
        file.slice(0, -".json".length),
        JSON.parse(await readFile(`${portalDist}/brands/${file}`, "utf8")),
      );
    } catch {
      // Not JSON: left out.
    }
  }
  return built;
}

/**
 * The key of the brand the boot will load for this host, among the keys the server holds something for
 * (brand-kit resolveBrandKey: `application_tenant`, else `application`, else the default brand).
 */
export function keyForHost(host: string | undefined, keys: Iterable<string>): string {
  const { application, tenant } = brandFromHost(host);
  return resolveBrandKey(keys, application, tenant);
}
