import { type Brand, type BrandTexts, type Language, resolveBrandKey } from "@gse/brand-kit";
import { type EmailBrand, emailBrand } from "@gse/emails";
import type { LiveBrandStore } from "../brand-store/live-brand-store.ts";

/**
 * Where emails get their brands: each brand by key, with its assets as the portal serves them (paths on the
 * public origin, or https:// addresses): the brand store's current revisions, or the brand folders where the API
 * serves no portal.
 */
export interface BrandSource {
  /** Every brand there is, by key (`payroll`, `selfservice_co`, `suite`). */
  brands(): Promise<ReadonlyMap<string, Brand>>;
  /** Each brand's own texts by language (after `extends`); a brand without texts is absent. */
  texts?(): Promise<ReadonlyMap<string, BrandTextsByLanguage>>;
}

type BrandTextsByLanguage = Partial<Record<Language, BrandTexts>>;

/**
 * The brand store's current revisions, as the portal's pages wear them: a publish or a rollback changes the
 * emails' look with the pages'. Their assets are at the store's content-hashed addresses on the public origin.
 */
export function storeBrandSource(store: Pick<LiveBrandStore, "snapshot">): BrandSource {
  return {
    brands: async () =>
      new Map([...store.snapshot().current].map(([key, revision]) => [key, revision.brand])),
    texts: async () =>
      new Map(
        [...store.snapshot().current].flatMap(([key, revision]) =>
          revision.texts ? [[key, revision.texts] as const] : [],
        ),
      ),
  };
}

/**
 * The brand folders themselves (`brands/<key>/brand.json`), flattened by brand-kit as the dev server serves
 * them: for an API that serves no portal (its own tests, `pnpm dev`, whose dev server serves the folders).
 */
export function folderBrandSource(brandsDir?: string): BrandSource {
  let loaded:
    | Promise<{ brands: ReadonlyMap<string, Brand>; texts: ReadonlyMap<string, BrandTextsByLanguage> }>
    | undefined;
  const load = async () => {
    // Only here: the build-time side of brand-kit, which a deployment with a portal build never loads.
    const { checkBrandTexts, defaultBrandsDir, readBrandSources, readCatalogMessages, resolveBrands } =
      await import("@gse/brand-kit/node");
    const dir = brandsDir ?? defaultBrandsDir;
    const sources = readBrandSources(dir);
    const { brands } = resolveBrands(sources, { assetUrl: (key, file) => `/brands/${key}/${file}` });
    const { texts } = checkBrandTexts(sources, () => dir, readCatalogMessages());
    return { brands, texts };
  };
  const once = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    brands: async () => (await once()).brands,
    texts: async () => (await once()).texts,
  };
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
  const texts = (await source.texts?.())?.get(key);
  const look = emailBrand(key, brand, request.origin, texts);
  return { ...look, supportContact: look.supportContact ?? supportContact };
}
