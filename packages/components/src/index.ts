/**
 * The public entry of @gse/components: the four screen families (`shippedFamilies`), the common family to extend,
 * and the screen kit a family builds its screens and layout from (also @gse/components/kit; kit/index.ts lists it).
 */

export { commonFamily } from "./families/common/common-family.ts";
export { type FamilyLoaders, type FamilyName, shippedFamilies } from "./families/registry.ts";
export * from "./kit/index.ts";
export { MaintenanceOverlay, type MaintenanceOverlayProps } from "./page/MaintenanceOverlay.tsx";
