import { readFileSync } from "node:fs";
import type { Brand } from "../schema/brand.ts";
import { sizedImages } from "../schema/brand-schema.ts";

/** An image's intrinsic size in CSS pixels, as a page lays it out before the file is in. */
export type ImageSize = [width: number, height: number];

const positive = (text: string | undefined): number | undefined => {
  // A bare number or px; a size in %, em or another unit has no intrinsic pixel size.
  const match = text === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(text);
  const value = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return value > 0 ? value : undefined;
};

/** The root element's width and height, or the viewBox's when they are missing (as browsers size an SVG image). */
function svgSize(text: string): ImageSize | undefined {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (root === undefined) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i")
      .exec(root)
      ?.slice(1)
      .find((v) => v !== undefined);
  const width = positive(attribute("width"));
  const height = positive(attribute("height"));
  if (width && height) return [width, height];
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = [box?.[2], box?.[3]];
  if (box?.length !== 4 || !boxWidth || !boxHeight || !(boxWidth > 0 && boxHeight > 0)) return undefined;
  // One of width or height given: the other follows the viewBox's ratio.
  if (width) return [width, (width * boxHeight) / boxWidth];
  if (height) return [(height * boxWidth) / boxHeight, height];
  return [boxWidth, boxHeight];
}

/** PNG: the IHDR chunk's width and height, right after the signature. */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** WebP: the VP8 (lossy), VP8L (lossless) or VP8X (extended) header's canvas size. */
function webpSize(bytes: Buffer): ImageSize | undefined {
  if (
    bytes.length < 30 ||
    bytes.toString("latin1", 0, 4) !== "RIFF" ||
    bytes.toString("latin1", 8, 12) !== "WEBP"
  )
    return undefined;
  const chunk = bytes.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === "VP8X") return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
  return undefined;
}

/**
 * The same ratio within the schema's 1 to 10000 pixels: only the ratio matters to the page (the CSS sets the
 * width), and a huge file must not fail the build over it.
 */
function withinSchema([width, height]: ImageSize): ImageSize {
  const scale = Math.min(1, 10_000 / Math.max(width, height));
  const fit = (side: number) => Math.max(1, Math.round(side * scale * 100) / 100);
  return [fit(width), fit(height)];
}

/** The intrinsic size of a brand's .svg, .png or .webp file; undefined when the file does not say. */
export function readImageSize(file: string): ImageSize | undefined {
  const bytes = readFileSync(file);
  const size = file.endsWith(".svg")
    ? svgSize(bytes.toString("utf8"))
    : file.endsWith(".png")
      ? pngSize(bytes)
      : file.endsWith(".webp")
        ? webpSize(bytes)
        : undefined;
  return size && size[0] > 0 && size[1] > 0 ? size : undefined;
}

/**
 * The brand with the intrinsic sizes of its logos, read from their files, so the login reserves the logo's height
 * before the file arrives instead of pushing the form down when it does. `fileOf` turns an address into its file;
 * an image without one (an https:// address: brand.json may give its size) or whose file states no size gets none
 * from here, and lays out as before.
 */
export function withImageSizes(
  brand: Brand,
  fileOf: (ref: string) => string | undefined,
  cache: Map<string, ImageSize | undefined> = new Map(),
): Brand {
  const refs: Record<(typeof sizedImages)[number], string> = {
    logo: brand.images.logo,
    whiteLogo: brand.images.whiteLogo,
    "screens.login": brand.images.screens.login,
  };
  const sizes: Partial<Record<(typeof sizedImages)[number], ImageSize>> = { ...brand.imageSizes };
  for (const slot of sizedImages) {
    const file = fileOf(refs[slot]);
    if (!file) continue;
    if (!cache.has(file)) cache.set(file, readImageSize(file));
    const size = cache.get(file);
    if (size) sizes[slot] = withinSchema(size);
  }
  return Object.keys(sizes).length > 0 ? { ...brand, imageSizes: sizes } : brand;
}
