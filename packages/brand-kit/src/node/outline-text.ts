import * as fontkit from "fontkit";

/**
 * Artwork that writes a brand's name as SVG `<text>` is drawn in whatever sans-serif the viewer's machine has,
 * and a wider one cuts the name off ("GSE Nómin"). Outlining turns each text into a path drawn with the brand's
 * own font, so the logo is the same everywhere.
 */
const textElement = /<text\b([^>]*)>([^<]*)<\/text>/g;
const attribute = /([a-zA-Z:-]+)="([^"]*)"/g;

/** One face of the brand's font: its weight and the font file on disk. */
export interface OutlineFace {
  readonly weight: number;
  readonly file: string;
}

/** The contents of the live `<text>` elements of an SVG, in order: empty for outlined artwork. */
export function liveTexts(svg: string): string[] {
  return [...svg.matchAll(textElement)].map((match) => decodeEntities(match[2] ?? ""));
}

/** The SVG with every `<text>` replaced by a `<path>` of the same glyphs, size, position, anchor and fill. */
export function outlineSvgText(svg: string, faces: readonly OutlineFace[]): string {
  if (faces.length === 0) throw new Error("outline: the brand declares no font faces to draw its text with");
  const fonts = new Map<string, fontkit.Font>();
  const fontFor = (weight: number): fontkit.Font => {
    const face = nearestFace(faces, weight);
    let font = fonts.get(face.file);
    if (!font) {
      font = fontkit.openSync(face.file) as fontkit.Font;
      fonts.set(face.file, font);
    }
    return font;
  };
  return svg.replace(textElement, (_, rawAttributes: string, rawText: string) => {
    const attributes = Object.fromEntries(
      [...rawAttributes.matchAll(attribute)].map((match) => [match[1], match[2]]),
    );
    const text = decodeEntities(rawText);
    const font = fontFor(Number(attributes["font-weight"] ?? 400));
    const size = Number(attributes["font-size"] ?? 16);
    const scale = size / font.unitsPerEm;
    const run = font.layout(text);
    const width = run.advanceWidth * scale;
    const anchor = attributes["text-anchor"];
    const x = Number(attributes.x ?? 0) - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
    const y = Number(attributes.y ?? 0);
    let pen = 0;
    const parts: string[] = [];
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index];
      const offsetX = pen + (position?.xOffset ?? 0);
      const offsetY = position?.yOffset ?? 0;
      // Font units are y-up from the baseline; SVG is y-down from the text's (x, y).
      parts.push(glyph.path.translate(offsetX, offsetY).scale(scale, -scale).translate(x, y).toSVG());
      pen += position?.xAdvance ?? glyph.advanceWidth;
    });
    const fill = attributes.fill ? ` fill="${attributes.fill}"` : "";
    return `<path d="${compact(parts.join(""))}"${fill}/>`;
  });
}

/** The face nearest in weight; between two as near, the heavier (CSS's rule for bold above the available). */
function nearestFace(faces: readonly OutlineFace[], weight: number): OutlineFace {
  return [...faces].sort(
    (a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight) || b.weight - a.weight,
  )[0] as OutlineFace;
}

/** Path data with two decimals: a hundredth of a pixel, and logos a fraction of the size. */
function compact(path: string): string {
  return path.replace(/-?\d+\.\d+/g, (number) => String(Math.round(Number(number) * 100) / 100));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");
}
