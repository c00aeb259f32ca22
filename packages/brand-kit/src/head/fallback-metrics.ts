/**
 * Metric-matched fallback faces: while a brand's font downloads, text is drawn in a local Arial-
 * compatible face scaled and given the brand font's vertical metrics, so the swap to the brand's font does not
 * move text. The overrides are computed at build time from each font file (node/font-metrics.ts); this module
 * only holds the arithmetic and the CSS, pure, for the head and for tests.
 */

/**
 * The sample whose width the fallback matches: the login's own words, so the widths that matter most (the
 * heading, the fields' labels, the button) move least.
 */
export const METRICS_SAMPLE =
  "Iniciar sesión con tu correo electrónico y contraseña ¿Olvidaste tu contraseña? Ingresar";

/**
 * Width of METRICS_SAMPLE in ems in Arial, regular and bold. Measured with fontkit on Liberation Sans, which is
 * metric-compatible with Arial by design (the same advance widths); font-metrics.test.ts measures it again.
 */
export const ARIAL_SAMPLE_EMS = { regular: 38.964, bold: 42.18 } as const;

/**
 * Width of METRICS_SAMPLE in ems in Roboto, regular and bold: Android's own face, on phones that have no Arial.
 * Measured with fontkit on Debian's fonts-roboto-unhinted; font-metrics.test.ts measures it again.
 */
export const ROBOTO_SAMPLE_EMS = { regular: 38.812, bold: 39.461 } as const;

/** What a font file says about its size, in its own font units. */
export interface FontFileMetrics {
  readonly unitsPerEm: number;
  readonly ascent: number;
  /** Negative, as fonts store it. */
  readonly descent: number;
  readonly lineGap: number;
  /** Width of METRICS_SAMPLE in font units. */
  readonly sampleWidth: number;
}

/** The @font-face descriptors of a fallback face, in percent. */
export interface FallbackOverrides {
  readonly sizeAdjust: number;
  readonly ascentOverride: number;
  readonly descentOverride: number;
  readonly lineGapOverride: number;
}

const percent = (ratio: number) => Math.round(ratio * 10000) / 100;

/**
 * size-adjust scales Arial so the sample is as wide as in the brand's font; the ascent, descent and line gap
 * overrides then give the scaled face the brand font's line box (they apply after size-adjust, hence the
 * division), so lines keep their height and baseline across the swap.
 */
export function fallbackOverrides(
  font: FontFileMetrics,
  bold: boolean,
  local: { readonly regular: number; readonly bold: number } = ARIAL_SAMPLE_EMS,
): FallbackOverrides {
  const sampleEms = font.sampleWidth / font.unitsPerEm;
  const scale = sampleEms / (bold ? local.bold : local.regular);
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(font.ascent / font.unitsPerEm / scale),
    descentOverride: percent(Math.abs(font.descent) / font.unitsPerEm / scale),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / scale),
  };
}

/** The fallback family of a brand font: "Nunito Fallback", placed between "Nunito" and the generic family. */
export const fallbackFamily = (family: string) => `${family} Fallback`;

/**
 * Where no Arial is (Android), "Nunito Fallback" has no face and the stack goes on to this one, Roboto given the
 * same overrides for Roboto's widths; without it the text would wear the bare generic face and move at the swap.
 */
export const robotoFallbackFamily = (family: string) => `${family} Fallback Roboto`;

/** The local faces a fallback stands on, under the names the machines have them. */
const localFaces = {
  // Windows and macOS, then Linux's look-alikes.
  arial: {
    regular: ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
    bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"],
  },
  roboto: { regular: ["Roboto", "Roboto-Regular"], bold: ["Roboto Bold", "Roboto-Bold"] },
} as const;

/**
 * The overrides for Roboto from the ones for Arial (the built brand carries these): the same target widths from
 * a face Arial/Roboto times as wide, so size-adjust grows by that ratio and the vertical overrides, which apply
 * after it, shrink by it.
 */
export function robotoOverrides(arial: FallbackOverrides, bold: boolean): FallbackOverrides {
  const ratio = bold
    ? ARIAL_SAMPLE_EMS.bold / ROBOTO_SAMPLE_EMS.bold
    : ARIAL_SAMPLE_EMS.regular / ROBOTO_SAMPLE_EMS.regular;
  return {
    sizeAdjust: percent((arial.sizeAdjust * ratio) / 100),
    ascentOverride: percent(arial.ascentOverride / ratio / 100),
    descentOverride: percent(arial.descentOverride / ratio / 100),
    lineGapOverride: percent(arial.lineGapOverride / ratio / 100),
  };
}

function faceCss(
  name: string,
  locals: readonly string[],
  weight: number,
  style: string,
  overrides: FallbackOverrides,
): string {
  return (
    `@font-face{font-family:"${name}";src:${locals.map((local) => `local("${local}")`).join(",")};` +
    `font-weight:${weight};font-style:${style};size-adjust:${overrides.sizeAdjust}%;` +
    `ascent-override:${overrides.ascentOverride}%;descent-override:${overrides.descentOverride}%;` +
    `line-gap-override:${overrides.lineGapOverride}%}`
  );
}

/**
 * The @font-face rules of a face's fallbacks, on Arial and on Roboto; `family` passed the brand schema, so it is
 * safe inside quotes.
 */
export function fallbackFaceCss(
  family: string,
  weight: number,
  style: string,
  overrides: FallbackOverrides,
): string {
  const bold = weight >= 600;
  const weightName = bold ? "bold" : "regular";
  return [
    faceCss(fallbackFamily(family), localFaces.arial[weightName], weight, style, overrides),
    faceCss(
      robotoFallbackFamily(family),
      localFaces.roboto[weightName],
      weight,
      style,
      robotoOverrides(overrides, bold),
    ),
  ].join("\n");
}
