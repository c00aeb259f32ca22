import { existsSync } from "node:fs";
import { type Brand, parseBrand, resolveBrandKey } from "@gse/brand-kit";
import { type EmailBrand, emailBrand } from "@gse/emails";
import { readBuiltBrandFiles } from "../built-brands.ts";

/**
 * Where emails get their brands: each brand by key, with its assets as the portal serves them (paths on the
 * public origin, or https:// addresses). The built portal's brands today; a runtime brand store can take its
 * place by implementing this.
 */
export interface BrandSource {
  /** Every brand there is, by key (`payroll`, `selfservice_co`, `suite`). */
  brands(): Promise<ReadonlyMap<string, Brand>>;
}

/** The brands of a portal build (`dist/brands/<key>.json`), read once; a file that fails the schema is left out. */
export function builtBrandSource(portalDist: string): BrandSource {
  let loaded: Promise<ReadonlyMap<string, Brand>> | undefined;
  const load = async () => {
    const brands = new Map<string, Brand>();
    for (const [key, json] of await readBuiltBrandFiles(portalDist)) {
      const parsed = parseBrand(json, `${key}.json`);
      if (parsed.success) brands.set(key, parsed.brand);
    }
    return brands;
  };
  return { brands: () => (loaded ??= load()) };
}

/**
 * The brand folders themselves (`brands/<key>/brand.json`), flattened by brand-kit as the dev server serves
 * them: for an API with no portal build beside it (its own tests, `pnpm dev`).
 */
export function folderBrandSource(brandsDir?: string): BrandSource {
  let loaded: Promise<ReadonlyMap<string, Brand>> | undefined;
  const load = async () => {
    // Only here: the build-time side of brand-kit, which a deployment with a portal build never loads.
    const { defaultBrandsDir, readBrandSources, resolveBrands } = await import("@gse/brand-kit/node");
    const dir = brandsDir ?? defaultBrandsDir;
    return resolveBrands(readBrandSources(dir), { assetUrl: (key, file) => `/brands/${key}/${file}` }).brands;
  };
  return { brands: () => (loaded ??= load()) };
}

/**
 * The portal build the API serves, when it serves one (`pnpm start`): its brands' assets are at the addresses the
 * build gave them. Otherwise the brand folders (`pnpm dev`, whose dev server serves them at their folder's
 * addresses, and the API's tests).
 */
export function defaultBrandSource(portalDist: string | undefined): BrandSource {
  return portalDist && existsSync(`${portalDist}/brands`)
    ? builtBrandSource(portalDist)
    : folderBrandSource();
}

/** What an email's look depends on: the page's application and tenant, and the origin its assets live on. */
export interface BrandRequest {
  readonly application: string | undefined;
  readonly tenant: string | undefined;
  /** The public origin of the page that asked; undefined where none is known (the logo is then the name). */
  readonly origin: string | undefined;
}

/**
 * The email look for a request, by brand-kit's rule (`application_tenant`, else `application`, else `suite`),
 * with the brand's support contact or else the API's (REFERENCE_SUPPORT_CONTACT).
 */
export async function emailBrandFor(
  source: BrandSource,
  request: BrandRequest,
  supportContact: string,
): Promise<EmailBrand> {
  const brands = await source.brands();
  const key = resolveBrandKey(brands.keys(), request.application, request.tenant);
  const brand = brands.get(key);
  if (!brand)
    throw new Error(`emails: expected the default brand "${key}" among the portal's brands, got none`);
  const look = emailBrand(key, brand, request.origin);
  return { ...look, supportContact: look.supportContact ?? supportContact };
}
