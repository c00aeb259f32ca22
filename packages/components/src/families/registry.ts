import type { FamilyRegistry } from "@gse/sdk";

/**
 * The screen families by the name a brand gives in `family`; each loads only when a brand names it. The
 * certificate, themed and self-service families join here as they land.
 */
export const familyRegistry: FamilyRegistry = {
  common: () => import("./common/common-family.ts").then((module) => module.commonFamily),
  certificate: () => import("./certificate/certificate-family.ts").then((module) => module.certificateFamily),
  themed: () => import("./themed/themed-family.ts").then((module) => module.themedFamily),
  "self-service": () =>
    import("./self-service/self-service-family.ts").then((module) => module.selfServiceFamily),
};
