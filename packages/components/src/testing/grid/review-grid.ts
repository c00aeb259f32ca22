// The review grid's machinery for another package's stories (the console's pieces): `@gse/components/review-grid`,
// imported only by `*.grid.test.tsx` files, which run in the grid project (Chromium, with the brands plugin).
export { reviewWidths } from "../review.tsx";
export { describeGrid, type GridOptions } from "./describe-grid.ts";
export { cellProblems } from "./grid-check.ts";
export { type BrandGridCell, type StoriesModule, storyCells } from "./story-cells.ts";
