import type { Brand } from "@gse/brand-kit";

/** One face a brand declares, as loaded into the page's `document.fonts`. */
export interface LoadedFace {
  readonly family: string;
  readonly weight: number;
  readonly style: string;
  readonly file: string;
  readonly face: FontFace;
}

/** A brand's fonts once every face has settled: the faces, and one line per face that did not load. */
export interface BrandFonts {
  readonly key: string;
  readonly faces: readonly LoadedFace[];
  readonly problems: readonly string[];
}

const loads = new Map<string, Promise<BrandFonts>>();
const settledFonts = new Map<string, BrandFonts>();

/** A brand's fonts if they have already settled, so a specimen of a loaded brand draws without suspending. */
export const settledBrandFonts = (key: string): BrandFonts | undefined => settledFonts.get(key);

const declaredFonts = (brand: Brand) => [
  brand.fonts.body,
  ...(brand.fonts.heading ? [brand.fonts.heading] : []),
];

/**
 * Loads a brand's own font faces into `document.fonts` (the FontFace API, so each face is the brand's own file and
 * its load can be awaited and checked), once per brand key for the page's life: the review pages, the sheets and
 * the review grid wait for them once per brand, not once per specimen or cell. Resolves when every face has
 * settled; a face that did not load (a missing file, a file that is not a font) is a problem naming brand and
 * font, never a rejection, so one broken brand does not hide the others.
 */
export function loadBrandFonts(key: string, brand: Brand): Promise<BrandFonts> {
  let load = loads.get(key);
  if (!load) {
    load = (async () => {
      const faces = declaredFonts(brand).flatMap((font) =>
        font.faces.map((face) => ({
          family: font.family,
          weight: face.weight,
          style: face.style,
          file: face.file,
          face: new FontFace(font.family, `url("${face.file}")`, {
            weight: String(face.weight),
            style: face.style,
          }),
        })),
      );
      const settled = await Promise.allSettled(faces.map(({ face }) => face.load()));
      const problems = settled.flatMap((result, index) => {
        const face = faces[index];
        if (result.status === "fulfilled" || !face) return [];
        return [
          `brand ${key}: font "${face.family}" ${face.weight} ${face.style} (${face.file}) did not load: ${String(result.reason)}`,
        ];
      });
      for (const { face } of faces) if (face.status === "loaded") document.fonts.add(face);
      const fonts = { key, faces, problems };
      settledFonts.set(key, fonts);
      return fonts;
    })();
    loads.set(key, load);
  }
  return load;
}

/** The first family of a computed `font-family` list, without its quotes. */
const firstFamily = (stack: string) => (stack.split(",")[0] ?? "").trim().replace(/^["']|["']$/g, "");

/**
 * What is wrong with the fonts `element` renders in for brand `key`: the brand's faces that did not load, a
 * rendered family other than the brand's (its heading font on the first heading, else its body font on the first
 * paragraph or label; a harness's unstyled button, in the browser's own font, says nothing of the brand), or that
 * family without a loaded face of the brand's own. Each line names the brand and the font.
 */
export async function brandFontProblems(element: Element, key: string, brand: Brand): Promise<string[]> {
  const fonts = await loadBrandFonts(key, brand);
  const heading = element.querySelector("h1, h2, h3");
  const text = heading ?? element.querySelector("p, label, li, td") ?? element;
  const declared = (heading ? (brand.fonts.heading ?? brand.fonts.body) : brand.fonts.body).family;
  const rendered = firstFamily(getComputedStyle(text).fontFamily);
  const problems = [...fonts.problems];
  if (rendered !== declared) {
    problems.push(`brand ${key}: renders in "${rendered}", expected its font "${declared}"`);
  } else if (!fonts.faces.some((face) => face.family === declared && face.face.status === "loaded")) {
    problems.push(`brand ${key}: font "${declared}" has no loaded face of its own in document.fonts`);
  }
  return [...new Set(problems)];
}

/**
 * Brands shown on one page that declare the same family from different files: the page cannot show both (a
 * family name is the page's, not an element's), so the review says so instead of drawing one in the other's.
 */
export function fontClashes(brands: ReadonlyMap<string, Brand>): string[] {
  const owners = new Map<string, { key: string; files: string }>();
  const clashes: string[] = [];
  for (const [key, brand] of brands) {
    for (const font of declaredFonts(brand)) {
      const files = font.faces.map((face) => face.file).join(" ");
      const owner = owners.get(font.family);
      if (!owner) owners.set(font.family, { key, files });
      else if (owner.files !== files)
        clashes.push(
          `brands ${owner.key} and ${key}: both declare font "${font.family}" from different files`,
        );
    }
  }
  return clashes;
}
