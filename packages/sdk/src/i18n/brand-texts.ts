/**
 * The brand's texts reader, in a chunk of its own: only a page whose brand rewords its language loads it (then
 * the texts file), so the login of every other brand carries none of it.
 */
export { readBrandTexts as default } from "@gse/brand-kit";
