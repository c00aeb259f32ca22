import { readFileSync } from "node:fs";
import { imageSize } from "image-size";
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

/**
 * The root element's width and height, or the viewBox's when they are missing (as browsers size an SVG image).
 * Read here rather than by image-size, which (2.1) reads no size from a comma-separated viewBox.
 */
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

/**
 * The same ratio within the schema's 1 to 10000 pixels: only the ratio matters to the page (the CSS sets the
 * width), and a huge file must not fail the build over it.
 */
function withinSchema([width, height]: ImageSize): ImageSize {
  const scale = Math.min(1, 10_000 / Math.max(width, height));
  const fit = (side: number) => Math.max(1, Math.round(side * scale * 100) / 100);
  return [fit(width), fit(height)];
}

/** A PNG's or WebP's size from its header, by the image-size library; undefined for what it cannot read. */
function rasterSize(bytes: Buffer): ImageSize | undefined {
  try {
    // A copy of its own: a small file's Buffer is a window on Node's shared pool, and the library reads a
    // truncated header past the window into other bytes instead of failing.
    const { width, height } = imageSize(new Uint8Array(bytes));
    return width !== undefined && height !== undefined ? [width, height] : undefined;
  } catch {
    return undefined;
  }
}

/** The intrinsic size of a brand's .svg, .png or .webp file; undefined when the file does not say. */
export function readImageSize(file: string): ImageSize | undefined {
  const bytes = readFileSync(file);
  const size = file.endsWith(".svg") ? svgSize(bytes.toString("utf8")) : rasterSize(bytes);
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
  const refs: Record<(typeof sizedImages)[number], string | undefined> = {
    logo: brand.images.logo,
    whiteLogo: brand.images.whiteLogo,
    "screens.login": brand.images.screens.login,
    "dark.logo": brand.images.dark?.logo,
    "dark.screens.login": brand.images.dark?.screens?.login,
  };
  const sizes: Partial<Record<(typeof sizedImages)[number], ImageSize>> = { ...brand.imageSizes };
  for (const slot of sizedImages) {
    const ref = refs[slot];
    const file = ref === undefined ? undefined : fileOf(ref);
    if (!file) continue;
    if (!cache.has(file)) cache.set(file, readImageSize(file));
    const size = cache.get(file);
    if (size) sizes[slot] = withinSchema(size);
  }
  return Object.keys(sizes).length > 0 ? { ...brand, imageSizes: sizes } : brand;
}
