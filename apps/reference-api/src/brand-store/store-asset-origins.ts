import { type BrandAssetOrigins, httpsOrigins, noOrigins } from "../page-policy.ts";
import type { BrandStoreSnapshot, LiveBrandStore } from "./live-brand-store.ts";

/**
 * The https origins the store's current brands load images and fonts from, for the pages' policy: named, instead
 * of every https: address allowed, and following each publish (worked out once per snapshot).
 */
export function storeAssetOrigins(store: LiveBrandStore | undefined): () => BrandAssetOrigins {
  if (!store) return () => noOrigins;
  const known = new WeakMap<BrandStoreSnapshot, BrandAssetOrigins>();
  return () => {
    const snapshot = store.snapshot();
    let origins = known.get(snapshot);
    if (!origins) {
      const images = new Set<string>();
      const fonts = new Set<string>();
      for (const { brand } of snapshot.current.values()) {
        httpsOrigins(brand.images, images);
        httpsOrigins(brand.fonts, fonts);
      }
      origins = { images: [...images].sort(), fonts: [...fonts].sort() };
      known.set(snapshot, origins);
    }
    return origins;
  };
}
