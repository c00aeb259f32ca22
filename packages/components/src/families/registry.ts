import type { FamilyRegistry } from "@gse/sdk";

/**
 * The four screen families of this package, by the name a brand gives in `family`; each loads only when a
 * brand names it. An app registers these and any family written outside this package (which imports this one,
 * so it cannot import them): the brand schema knows no family, the app checks a brand's `family` against what
 * it registers.
 */
export const shippedFamilies = {
  common: () => import("./common/common-family.ts").then((module) => module.commonFamily),
  certificate: () => import("./certificate/certificate-family.ts").then((module) => module.certificateFamily),
  themed: () => import("./themed/themed-family.ts").then((module) => module.themedFamily),
  "self-service": () =>
    import("./self-service/self-service-family.ts").then((module) => module.selfServiceFamily),
} satisfies FamilyRegistry;

/** The name of one of the four families of this package. */
export type ShippedFamilyName = keyof typeof shippedFamilies;
