import { fileURLToPath } from "node:url";

/**
 * Folders of test-only brands, beside `brands/` for Storybook, the review grid and the journeys but never in the
 * portal's build: the kiosk brand of the SDK's example family (examples/kiosk-family), which proves that a
 * family written outside @gse/components renders every screen, without shipping a fake brand to users.
 */
export const fixtureBrandsDirs: readonly string[] = [
  fileURLToPath(new URL("../examples/kiosk-family/brands", import.meta.url)),
];
