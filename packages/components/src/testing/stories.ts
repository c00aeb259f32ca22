/**
 * Story helpers of @gse/components (`@gse/components/stories`), for the stories of a family written outside this
 * package; only stories and grid tests import them, since they read every brand from `virtual:gse-brands` (the
 * brands plugin of Storybook and the review grid): `screenStories(slot, family)` is a screen's stories on
 * `getScreenMock`, `familyReview` the family's Review pages, `loadBrandFonts` a brand's fonts (Storybook's preview
 * draws every story only after its brand's fonts have loaded); `useLiveBrand` the brand the console's review grid
 * re-themed a mounted story to.
 */
export { type BrandFonts, loadBrandFonts } from "./brand-fonts.ts";
export { type CaptchaStandIn, installCaptchaStandIn, type StandInWidget } from "./captcha-stand-in.ts";
export { familyReview, type ReviewedScreen } from "./family-review.tsx";
export {
  schemeFor,
  setLiveBrand,
  setLiveScheme,
  toolbarScheme,
  useLiveBrand,
  useLiveScheme,
} from "./live-brand.ts";
export { mockOf, screenStories } from "./screen-stories.tsx";
