/**
 * A fifth screen family written outside packages/components, on the public entries of @gse/sdk and
 * @gse/components only: the README's "Write a screen family", kept type-checked and tested.
 */
export { kioskFamily } from "./kiosk-family.ts";
