/**
 * The brand's texts loader, in a chunk of its own: only a page whose brand rewords its language loads it (with
 * the texts file, both announced in the page's Link header), so the login of every other brand carries none of
 * it.
 */
export { loadBrandTexts as default } from "@gse/brand-kit";
