import { resolveBrandKey } from "@gse/brand-kit";
import { brandFromHost } from "./host.ts";

/**
 * The key of the brand the boot will load for this host, among the keys the server holds something for
 * (brand-kit resolveBrandKey: `application_tenant`, else `application`, else the default brand).
 */
export function keyForHost(host: string | undefined, keys: Iterable<string>): string {
  const { application, tenant } = brandFromHost(host);
  return resolveBrandKey(keys, application, tenant);
}
