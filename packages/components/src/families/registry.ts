import type { families } from "@gse/brand-kit";
import type { ScreenFamily } from "@gse/sdk";

/** A family a brand can select in `brand.json` (brand-kit's `families`, which the JSON Schema offers). */
export type FamilyName = (typeof families)[number];

/** The registry's shape: one loader for each selectable family, and nothing else. */
export type FamilyLoaders = { readonly [Name in FamilyName]: () => Promise<ScreenFamily> };

/**
 * The four screen families of this package, by the name a brand gives in `family`; each loads only when a
 * brand names it. Only selectable names fit; the registry the portal boots with adds the families written
 * outside this package (which import this one, so it cannot import them) and is checked against
 * `FamilyLoaders` whole: a family cannot be registered without being selectable, nor selectable without
 * being registered.
 */
export const shippedFamilies = {
  common: () => import("./common/common-family.ts").then((module) => module.commonFamily),
  certificate: () => import("./certificate/certificate-family.ts").then((module) => module.certificateFamily),
  themed: () => import("./themed/themed-family.ts").then((module) => module.themedFamily),
  "self-service": () =>
    import("./self-service/self-service-family.ts").then((module) => module.selfServiceFamily),
} satisfies Partial<FamilyLoaders>;
