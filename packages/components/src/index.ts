/**
 * The public entry of @gse/components: the common family to extend (the four families, `shippedFamilies`, are
 * @gse/components/families, which loads none until a brand names it),
 * and the screen kit a family builds its screens and layout from (also @gse/components/kit; kit/index.ts lists it).
 */

export { commonFamily } from "./families/common/common-family.ts";
export * from "./kit/index.ts";
export { MaintenanceOverlay, type MaintenanceOverlayProps } from "./page/MaintenanceOverlay.tsx";
