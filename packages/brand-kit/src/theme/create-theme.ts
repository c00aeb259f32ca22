import { contrastRatio } from "../colour.ts";
import { fallbackFamily, robotoFallbackFamily } from "../head/fallback-metrics.ts";
import type { Brand } from "../schema/brand.ts";
import { disabledTint } from "./disabled-colours.ts";
import type { Theme } from "./theme.ts";

const WHITE = "#ffffff";

/** The text colour that reads best on `background`: white, or the brand's own text colour. */
function readableOn(background: string, darkText: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(darkText, background) ? WHITE : darkText;
}

/**
 * `"Inter", "Inter Fallback", "Inter Fallback Roboto", sans-serif`: the family name is a checked name, so quoting
 * it is enough. The metric-matched fallbacks (head/fallback-metrics.ts: on Arial, else on Android's Roboto) sit
 * before the generic family when the build measured the font's files.
 */
function fontStack(font: Brand["fonts"]["body"]): string {
  const measured = font.faces.some((face) => face.metricOverrides);
  const fallbacks = measured
    ? `"${fallbackFamily(font.family)}", "${robotoFallbackFamily(font.family)}", `
    : "";
  return `"${font.family}", ${fallbacks}${font.fallback}`;
}

/**
 * Derives the theme from a parsed brand: palette, then roles, then component tokens. Pure and cheap, so the
 * portal builds it before the first render and the page never flashes another brand.
 */
export function createTheme(brand: Brand): Theme {
  const { primary, secondary, info, error, neutral } = brand.palette;
  const colours = brand.colours ?? {};

  const roles = {
    background: neutral.background,
    surface: neutral.surface,
    text: neutral.text,
    border: neutral.border,
    accent: primary.main,
    onAccent: readableOn(primary.main, neutral.text),
    focus: primary.dark,
    link: primary.dark,
    danger: error.dark,
    info: info.main,
  };

  const buttonBackground = colours.button?.background ?? roles.accent;
  const headerBackground = colours.planTable?.headerBackground ?? roles.accent;

  return {
    palette: { primary, secondary, info, error },
    roles,
    page: {
      background: roles.background,
      text: roles.text,
      backgroundImage: brand.images.background,
    },
    button: {
      background: buttonBackground,
      text: colours.button?.text ?? readableOn(buttonBackground, roles.text),
      hoverBackground: colours.button?.hoverBackground ?? primary.dark,
      disabledBackground: disabledTint(roles.accent, roles.surface),
    },
    input: {
      background: colours.input?.background ?? roles.surface,
      text: colours.input?.text ?? roles.text,
      border: colours.input?.border ?? roles.border,
      focusBorder: colours.input?.focusBorder ?? roles.focus,
    },
    link: { text: colours.link?.text ?? roles.link },
    alert: {
      background: colours.alert?.background ?? roles.surface,
      text: colours.alert?.text ?? roles.text,
      border: colours.alert?.border ?? roles.info,
    },
    popup: {
      background: colours.popup?.background ?? roles.surface,
      text: colours.popup?.text ?? roles.text,
      border: colours.popup?.border ?? roles.accent,
    },
    errorBox: {
      background: colours.errorBox?.background ?? roles.surface,
      text: colours.errorBox?.text ?? roles.danger,
      border: colours.errorBox?.border ?? error.main,
    },
    loading: { colour: colours.loading ?? roles.accent },
    planCard: {
      background: colours.planCard?.background ?? roles.surface,
      text: colours.planCard?.text ?? roles.text,
      border: colours.planCard?.border ?? roles.border,
      highlight: colours.planCard?.highlight ?? secondary.main,
    },
    planTable: {
      headerBackground,
      headerText: colours.planTable?.headerText ?? readableOn(headerBackground, roles.text),
      rowBackground: colours.planTable?.rowBackground ?? roles.surface,
      stripeBackground: colours.planTable?.stripeBackground ?? roles.background,
      text: colours.planTable?.text ?? roles.text,
      border: colours.planTable?.border ?? roles.border,
    },
    logo: { width: brand.logoWidth },
    font: {
      family: fontStack(brand.fonts.body),
      headingFamily: fontStack(brand.fonts.heading ?? brand.fonts.body),
    },
    images: brand.images,
    imageSizes: brand.imageSizes ?? {},
  };
}
