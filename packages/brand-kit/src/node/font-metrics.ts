import * as fontkit from "fontkit";
import { type FontFileMetrics, fallbackOverrides, METRICS_SAMPLE } from "../head/fallback-metrics.ts";
import type { Brand } from "../schema/brand.ts";

/** What fontkit reads from a font file that the fallback's overrides need (hhea metrics, as Chromium uses). */
export function readFontMetrics(file: string): FontFileMetrics {
  const font = fontkit.openSync(file) as fontkit.Font;
  const sampleWidth = font.layout(METRICS_SAMPLE).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    sampleWidth,
  };
}

/**
 * The brand with each font face's fallback overrides computed from its file. `fileOf` turns a face's
 * address into its file; a face without one (a remote address) keeps no overrides and gets no fallback face.
 * Files are read once however many brands share them.
 */
export function withFontMetrics(
  brand: Brand,
  fileOf: (ref: string) => string | undefined,
  cache: Map<string, FontFileMetrics> = new Map(),
): Brand {
  const measure = (ref: string): FontFileMetrics | undefined => {
    const file = fileOf(ref);
    if (!file) return undefined;
    let metrics = cache.get(file);
    if (!metrics) {
      metrics = readFontMetrics(file);
      cache.set(file, metrics);
    }
    return metrics;
  };
  const withOverrides = (font: Brand["fonts"]["body"]): Brand["fonts"]["body"] => ({
    ...font,
    faces: font.faces.map((face) => {
      const metrics = measure(face.file);
      return metrics ? { ...face, metricOverrides: fallbackOverrides(metrics, face.weight >= 600) } : face;
    }),
  });
  return {
    ...brand,
    fonts: {
      ...brand.fonts,
      body: withOverrides(brand.fonts.body),
      ...(brand.fonts.heading ? { heading: withOverrides(brand.fonts.heading) } : {}),
    },
  };
}
