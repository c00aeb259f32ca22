import { families } from "@gse/brand-kit";
import type { FamilyLoaders } from "@gse/components";
import { loadFamily } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { familyRegistry } from "./family-registry.ts";

const load = async () => familyRegistry.common();

// Type tests, checked by `pnpm typecheck`: each line fails to compile if the tie between the registry and
// brand-kit's `families` comes loose.
const _registeredWithoutBeingSelectable = {
  ...familyRegistry,
  // @ts-expect-error a family brand.json cannot select must not be registered
  kiosk2: load,
} satisfies FamilyLoaders;
const { kiosk: _kiosk, ...withoutKiosk } = familyRegistry;
// @ts-expect-error a family brand.json can select must be registered
const _selectableWithoutBeingRegistered = withoutKiosk satisfies FamilyLoaders;

describe("the portal's family registry, tied to the families a brand can select", () => {
  it("registers exactly the families brand.json can select", () => {
    expect(Object.keys(familyRegistry).sort()).toEqual([...families].sort());
  });

  it.each(families)("loads the %s family under its own name", async (name) => {
    expect((await loadFamily(familyRegistry, name)).name).toBe(name);
  });
});
