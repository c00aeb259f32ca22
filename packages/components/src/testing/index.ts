/**
 * Test helpers of @gse/components (`@gse/components/testing`), for the stories and tests of a family written
 * outside this package: `getScreenMock` renders a screen with a brand's theme, the catalog, an SDK runtime on
 * an in-memory API answering as the reference API does, and the family's layout.
 */
export { demoAccount } from "./fake-api.ts";
export { getScreenMock, type ScreenMock, type ScreenMockOptions } from "./get-screen-mock.tsx";
