/**
 * A fifth screen family written outside packages/components, on the public entries of @gse/sdk and
 * @gse/components only: the example of docs/screen-families.md, kept type-checked and tested.
 */
export { kioskFamily } from "./kiosk-family.ts";
