import { brandKeyPattern } from "./schema/values.ts";

/** The brand used when the page names no application, or one without a brand: GSE Suite. */
export const DEFAULT_BRAND_KEY = "suite";

/** A brand key read as what it names: `selfservice_co` is the self-service application's tenant `co`. */
export interface BrandKeyParts {
  readonly application: string;
  readonly tenant?: string;
}

/**
 * The application and tenant a brand key names (`payroll` → payroll; `selfservice_co` → selfservice, co).
 * The one place that knows a key's spelling: everything that needs the application of a key asks here.
 */
export function parseBrandKey(key: string): BrandKeyParts {
  const separator = key.indexOf("_");
  if (separator < 0) return { application: key };
  const tenant = key.slice(separator + 1);
  const application = key.slice(0, separator);
  return tenant ? { application, tenant } : { application };
}

/** Header values match brand folders case-insensitively; anything that cannot be a key is no value. */
function normalise(value: string | null | undefined): string | undefined {
  const key = value?.trim().toLowerCase();
  return key && brandKeyPattern.test(key) && !key.includes("_") ? key : undefined;
}

/**
 * The brand keys to try for an application and tenant, best first: `application_tenant`, `application`,
 * then the default. Unknown characters (a header like `../x`) count as a missing value.
 */
export function brandKeyCandidates(
  application: string | null | undefined,
  tenant: string | null | undefined,
): string[] {
  const app = normalise(application);
  const ten = normalise(tenant);
  const candidates = [app && ten ? `${app}_${ten}` : undefined, app, DEFAULT_BRAND_KEY];
  return [...new Set(candidates.filter((key): key is string => key !== undefined))];
}

/** resolveBrand(application, tenant) over known keys: `application_tenant`, else `application`, else suite. */
export function resolveBrandKey(
  available: Iterable<string>,
  application: string | null | undefined,
  tenant: string | null | undefined,
): string {
  const known = new Set(available);
  return brandKeyCandidates(application, tenant).find((key) => known.has(key)) ?? DEFAULT_BRAND_KEY;
}
