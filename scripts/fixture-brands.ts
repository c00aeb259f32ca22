import { fileURLToPath } from "node:url";

/**
 * Folders of test-only brands, beside `brands/` for Storybook, the review grid and the journeys but never in the
 * portal's build: the kiosk brand of the SDK's example family (packages/family-fixture), which proves that a
 * family written outside @gse/components renders every screen, without shipping a fake brand to users.
 */
export const fixtureBrandsDirs: readonly string[] = [
  fileURLToPath(new URL("../packages/family-fixture/brands", import.meta.url)),
];
