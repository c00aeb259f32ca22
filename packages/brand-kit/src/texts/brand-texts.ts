/**
 * One of a brand's texts as the catalogs compile theirs (Lingui's compiled message): its words, and each
 * placeholder as `[name]` (`["Te enviamos un código a ", ["email"], "."]`; a plural as `[name, "plural", {...}]`).
 * Never markup: screens and emails
 * render it as text.
 */
export type CompiledText = (string | unknown[])[];

/** A brand's own wording in one language: a catalog message's id (its Spanish source text) → the brand's text. */
export type BrandTexts = Readonly<Record<string, CompiledText>>;

/**
 * Whether a texts file holds what it must: an object of compiled texts (an array of words and placeholders
 * each). Checked by hand, not with a valibot schema: valibot sits in the login's first script, and each of its
 * functions this lazy chunk used would be exported from that script, bytes every brand's login would carry for
 * the few that reword it. The file's content was checked word by word when the brand was published.
 */
export function isBrandTexts(value: unknown): value is BrandTexts {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => Array.isArray(text))
  );
}

/**
 * Fetches and checks the brand's texts file of one language (an address of `brand.texts`). A file that is
 * missing or wrong is reported, naming it, and the page keeps the catalog's wording: a brand's texts never stop
 * a page from showing.
 */
export async function readBrandTexts(
  url: string,
  fetchFn: typeof globalThis.fetch = globalThis.fetch,
  report: (message: string) => void = (message) => console.error(message),
): Promise<BrandTexts | undefined> {
  let got: string;
  try {
    const response = await fetchFn(url);
    const json: unknown = response.ok ? await response.json() : undefined;
    if (isBrandTexts(json)) return json;
    got = response.ok ? JSON.stringify(json).slice(0, 60) : `HTTP ${response.status}`;
  } catch (error) {
    got = String(error);
  }
  report(`${url}: $: expected a brand's texts file, got ${got} (the catalog's wording stays)`);
  return undefined;
}
