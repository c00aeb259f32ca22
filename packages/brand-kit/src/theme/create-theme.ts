import { contrastRatio } from "../colour.ts";
import { fallbackFamily, robotoFallbackFamily } from "../head/fallback-metrics.ts";
import type { Brand } from "../schema/brand.ts";
import { compiledDarkPalette } from "../schema/compiled-dark-palette.ts";
import { disabledTint } from "./disabled-colours.ts";
import { darkOnAccent, type SchemePalette } from "./scheme-palette.ts";
import type { Theme } from "./theme.ts";

/** The two schemes a page can show. */
export type ColorScheme = "light" | "dark";

/** Who picks the brand's scheme: `system` (the device, the default) or the one scheme it is pinned to. */
export const brandColorScheme = (brand: Pick<Brand, "colorScheme">): "system" | ColorScheme =>
  brand.colorScheme ?? "system";

/** The schemes a brand can show: both, or the one it is pinned to. */
export const brandSchemes = (brand: Pick<Brand, "colorScheme">): readonly ColorScheme[] => {
  const pinned = brandColorScheme(brand);
  return pinned === "system" ? ["light", "dark"] : [pinned];
};

/**
 * The palette a scheme paints with: the brand's light palette, or its dark one as compiled in Node (its own values,
 * the rest derived and adjusted to AA: dark-palette.ts `withDarkPalette`); undefined when the brand carries no
 * complete dark palette, which the page then does not show (load-brand.ts pins such a brand to light).
 */
export function schemePalette(brand: Pick<Brand, "palette">, scheme: ColorScheme): SchemePalette | undefined {
  const { dark: _dark, ...light } = brand.palette;
  return scheme === "light" ? light : compiledDarkPalette(brand);
}

const withoutKeys = <T extends object>(value: T, keys: readonly (keyof T)[]): T =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as keyof T))) as T;

/**
 * The images of a dark page: the brand's `images.dark` where it gives them; else the white logo stands in for the
 * logo (and for every screen that shows the logo), as it is drawn for a dark ground; the rest stay.
 */
function schemeImages(
  brand: Brand,
  scheme: ColorScheme,
): { images: Brand["images"]; imageSizes: NonNullable<Brand["imageSizes"]> } {
  const { images } = brand;
  const sizes = brand.imageSizes ?? {};
  if (scheme === "light") return { images, imageSizes: sizes };
  const dark = images.dark ?? {};
  const logo = dark.logo ?? images.whiteLogo;
  const logoSize = dark.logo ? sizes["dark.logo"] : sizes.whiteLogo;
  const screens = Object.fromEntries(
    Object.entries(images.screens).map(([screen, file]) => [
      screen,
      dark.screens?.[screen as keyof typeof images.screens] ?? (file === images.logo ? logo : file),
    ]),
  ) as Brand["images"]["screens"];
  const loginSize = dark.screens?.login
    ? sizes["dark.screens.login"]
    : images.screens.login === images.logo
      ? logoSize
      : sizes["screens.login"];
  const optionalSize = (slot: "logo" | "screens.login", size: readonly [number, number] | undefined) =>
    size ? { [slot]: size } : {};
  return {
    images: {
      ...images,
      logo,
      whiteLogo: dark.whiteLogo ?? images.whiteLogo,
      icon: dark.icon ?? images.icon,
      background: dark.background ?? images.background,
      ...((dark.panel ?? images.panel) !== undefined && { panel: dark.panel ?? images.panel }),
      screens,
    },
    imageSizes: {
      ...withoutKeys(sizes, ["logo", "screens.login"]),
      ...optionalSize("logo", logoSize),
      ...optionalSize("screens.login", loginSize),
    },
  };
}

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
 * Derives the theme of one scheme from a parsed brand: palette, then roles, then component tokens. Pure and
 * cheap, so the portal builds it before the first render and the page never flashes another brand.
 *
 * Dark (design.md, tokens in tiers): the palette is the brand's compiled dark one (its own values, the rest
 * derived and adjusted to AA in Node); text on dark surfaces (links, focus rings, error text) takes each ramp's `light`
 * shade where the light scheme takes `dark`, fills carry the dark background's colour or white, and the
 * brand's `colours` overrides (chosen for its light surfaces) give way to the palette.
 */
export function createTheme(brand: Brand, scheme: ColorScheme = "light"): Theme {
  const palette = schemePalette(brand, scheme);
  if (!palette) {
    // Only a brand built around the compile step gets here (load-brand.ts pins one to light with a warning): a
    // page that shows the light scheme beats a page that breaks.
    console.warn(
      `brand ${JSON.stringify(brand.title)}: palette.dark: expected the complete dark palette the brand is compiled with, got ${brand.palette.dark ? "part of one" : "none"}; showing the light scheme`,
    );
    return createTheme(brand, "light");
  }
  const { primary, secondary, info, error, neutral } = palette;
  const dark = scheme === "dark";
  const colours = dark ? {} : (brand.colours ?? {});

  const roles = {
    background: neutral.background,
    surface: neutral.surface,
    text: neutral.text,
    border: neutral.border,
    accent: primary.main,
    onAccent: dark ? darkOnAccent(palette) : readableOn(primary.main, neutral.text),
    focus: dark ? primary.light : primary.dark,
    link: dark ? primary.light : primary.dark,
    danger: dark ? error.light : error.dark,
    info: info.main,
  };
  const onFill = (fill: string) => (dark ? darkOnAccent(palette, fill) : readableOn(fill, roles.text));
  const { images, imageSizes } = schemeImages(brand, scheme);

  const buttonBackground = colours.button?.background ?? roles.accent;
  const headerBackground = colours.planTable?.headerBackground ?? roles.accent;

  return {
    palette: { primary, secondary, info, error },
    roles,
    page: {
      background: roles.background,
      text: roles.text,
      // A dark page's ground: the brand's dark picture, or none (a light artwork would light the page up again).
      backgroundImage: dark ? (brand.images.dark?.background ?? "") : images.background,
    },
    button: {
      background: buttonBackground,
      text: colours.button?.text ?? onFill(buttonBackground),
      hoverBackground: colours.button?.hoverBackground ?? (dark ? primary.light : primary.dark),
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
      headerText: colours.planTable?.headerText ?? onFill(headerBackground),
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
    images,
    imageSizes,
  };
}
