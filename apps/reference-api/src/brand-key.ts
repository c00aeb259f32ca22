import { resolveBrandKey } from "@gse/brand-kit";
import { brandFromHost, type HostBrand } from "./host.ts";

/**
 * The key of the brand the boot will load for this host, among the keys the server holds something for
 * (brand-kit resolveBrandKey: `application_tenant`, else `application`, else the default brand).
 */
export function keyForHost(host: string | undefined | HostBrand, keys: Iterable<string>): string {
  const { application, tenant } = typeof host === "object" ? host : brandFromHost(host);
  return resolveBrandKey(keys, application, tenant);
}
