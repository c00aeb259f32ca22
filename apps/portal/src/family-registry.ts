import { type FamilyLoaders, shippedFamilies } from "@gse/components";

/**
 * The screen families the portal boots with, by the name a brand gives in `family`: the four of
 * @gse/components and those written outside it, on its public entries (`kiosk`, the SDK's example family,
 * which no shipped brand selects). Assembled here because an outside family imports @gse/components, which
 * cannot import it back. `FamilyLoaders` ties it to brand-kit's `families`: a family cannot be registered
 * without being selectable in brand.json, nor selectable without being registered. Each loads only when a
 * brand names it.
 */
export const familyRegistry = {
  ...shippedFamilies,
  kiosk: () => import("@gse/kiosk-family").then((module) => module.kioskFamily),
} satisfies FamilyLoaders;

/** The name a brand gives in `family` for one of the registered families. */
export type FamilyName = keyof typeof familyRegistry;
