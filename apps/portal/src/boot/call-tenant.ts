import type { Brand } from "@gse/brand-kit";

/**
 * The tenant the page's calls name (login, version, OIDC, reset: their `tenant` header): the one the host's
 * header gives, else the brand's default tenant (spec §9: the certificate tenant for the license app's
 * certificate brands, the country tenant for the self-service app; brand.json `behaviour.defaultTenant`).
 * The brand itself stays the host's: a default tenant names the backend's tenant, not another look.
 */
export function callTenant(
  headerTenant: string | undefined,
  brand: Pick<Brand, "behaviour">,
): string | undefined {
  return headerTenant ?? brand.behaviour.defaultTenant ?? undefined;
}
