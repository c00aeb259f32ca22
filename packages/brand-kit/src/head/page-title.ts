import type { LoadedBrand } from "../load-brand.ts";
import { tenantKeyPattern } from "../schema/values.ts";

/**
 * The page title from application and tenant: the brand's title, and the tenant's code after it when the
 * tenant has no brand of its own (`GSE Autogestión · MX`). The default brand keeps its title, GSE Suite.
 */
export function pageTitle(
  // Only the title is read: a server that writes the title into the page passes no more than that.
  { key, brand }: { readonly key: string; readonly brand: Pick<LoadedBrand["brand"], "title"> },
  {
    application,
    tenant,
  }: { readonly application?: string | null | undefined; readonly tenant?: string | null | undefined },
): string {
  const app = application?.trim().toLowerCase();
  const ten = tenant?.trim().toLowerCase();
  const tenantWithoutBrand =
    app !== undefined && key === app && ten !== undefined && tenantKeyPattern.test(ten);
  return tenantWithoutBrand ? `${brand.title} · ${ten.toUpperCase()}` : brand.title;
}
