import type { Brand } from "@gse/brand-kit";
import { shippedFamilies } from "@gse/components/families";
import type { FamilyRegistry } from "@gse/sdk";

/**
 * The screen families the portal registers, by the name a brand gives in `family`: the four of @gse/components,
 * each loaded only when a brand names it. The brand schema accepts any family name; the portal is the edge that
 * checks it against this registry (publishing a brand, booting a page). A family written elsewhere (the example
 * in examples/kiosk-family) is registered by the app that draws it, beside these: never by the portal.
 */
export const familyRegistry = { ...shippedFamilies } satisfies FamilyRegistry;

/** The name a brand gives in `family` for one of the registered families. */
export type FamilyName = keyof typeof familyRegistry;

/**
 * Why the portal cannot draw these brands, one line each: a `family` it does not register, with the names it
 * does. Empty when every brand's family is registered.
 */
export function unregisteredFamilies(
  brands: ReadonlyMap<string, Pick<Brand, "family">>,
  registry: FamilyRegistry = familyRegistry,
): string[] {
  return [...brands]
    .filter(([, brand]) => !Object.hasOwn(registry, brand.family))
    .map(
      ([key, brand]) =>
        `brands/${key}: family: "${brand.family}" is not a screen family the portal registers; use one of ${Object.keys(registry).join(", ")} (apps/portal/src/family-registry.ts)`,
    );
}
