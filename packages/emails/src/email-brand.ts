import {
  type Brand,
  type BrandTexts,
  contrastRatio,
  createTheme,
  type Language,
  MINIMUM_TEXT_CONTRAST,
} from "@gse/brand-kit";

/** The colours of one look (light or dark) of an email. */
export interface EmailColours {
  /** Around the card. */
  readonly page: string;
  /** The card every text sits on. */
  readonly surface: string;
  readonly text: string;
  readonly border: string;
  readonly link: string;
  /** The code's box. */
  readonly codeBackground: string;
}

/**
 * What an email takes from a brand: its name, logo and font with absolute addresses (an email is read far from
 * the portal), the button's colours, a light and a dark look, and the brand's support contact.
 */
export interface EmailBrand {
  readonly key: string;
  readonly name: string;
  /** The logo at an absolute address, drawn `width` px wide; absent when no public origin is known. */
  readonly logo:
    | { readonly src: string; readonly width: number; readonly height: number | undefined }
    | undefined;
  readonly light: EmailColours;
  readonly dark: EmailColours;
  readonly button: { readonly background: string; readonly text: string };
  /** The brand's family, then faces every mail client has (a web font loads in few clients). */
  readonly fontStack: string;
  /** The brand's font files at absolute addresses, for the clients that load web fonts. */
  readonly fontFaces: readonly { readonly src: string; readonly weight: number; readonly style: string }[];
  readonly supportContact: string | null;
  /** The brand's own wording by language (its `texts/<language>.json` after `extends`), over the catalog's. */
  readonly texts?: Partial<Record<Language, BrandTexts>> | undefined;
}

/** Email-safe faces after the brand's own, by the brand's generic family. */
const safeFallbacks: Record<Brand["fonts"]["body"]["fallback"], string> = {
  "sans-serif": "Arial, Helvetica, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  "system-ui": "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
};

/** The widest a logo is drawn in the email's header. */
const maxLogoWidth = 200;

/** A brand asset's absolute address: https:// as it is, a served path on the public origin, else none. */
function absolute(ref: string, origin: string | undefined): string | undefined {
  if (/^https:\/\//.test(ref)) return ref;
  if (!origin) return undefined;
  try {
    return new URL(ref, origin).href;
  } catch {
    return undefined;
  }
}

/** The first colour that reads at AA on `background`, else the one that reads best. */
function readable(candidates: readonly string[], background: string): string {
  const best = [...candidates].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background));
  return (
    candidates.find((colour) => contrastRatio(colour, background) >= MINIMUM_TEXT_CONTRAST) ?? best[0] ?? ""
  );
}

/** The logo's drawn size: the brand's logo width (in px, at most 200), its height from the file's ratio. */
function logoSize(brand: Brand): { width: number; height: number | undefined } {
  const wanted = /^(\d+(?:\.\d+)?)px$/.exec(brand.logoWidth)?.[1];
  const width = Math.min(maxLogoWidth, wanted ? Math.round(Number(wanted)) : 150);
  const size = brand.imageSizes?.logo;
  return { width, height: size ? Math.round((width * size[1]) / size[0]) : undefined };
}

/**
 * The email look of a brand, with its assets on `origin` (the public origin of the page that asked). The light
 * look is the brand's own (the theme the pages use, whose text contrast the brand check holds to AA); the dark
 * look keeps the brand's button and picks a link colour of the brand's that reads on a dark card, for clients
 * that honour `prefers-color-scheme`.
 */
export function emailBrand(
  key: string,
  brand: Brand,
  origin: string | undefined,
  texts?: Partial<Record<Language, BrandTexts>>,
): EmailBrand {
  const theme = createTheme(brand);
  const { primary } = brand.palette;
  const logoSrc = absolute(brand.images.logo, origin);
  const darkSurface = "#1f1f1f";
  return {
    key,
    name: brand.name,
    logo: logoSrc ? { src: logoSrc, ...logoSize(brand) } : undefined,
    light: {
      page: theme.page.background,
      surface: theme.roles.surface,
      text: theme.roles.text,
      border: theme.roles.border,
      link: readable([theme.link.text, theme.roles.link, theme.roles.text], theme.roles.surface),
      codeBackground: theme.page.background,
    },
    dark: {
      page: "#121212",
      surface: darkSurface,
      text: "#f2f2f2",
      border: "#4a4a4a",
      link: readable([primary.light, primary.main, "#9ecbff"], darkSurface),
      codeBackground: "#2b2b2b",
    },
    button: { background: theme.button.background, text: theme.button.text },
    fontStack: `'${brand.fonts.body.family}', ${safeFallbacks[brand.fonts.body.fallback]}`,
    fontFaces: brand.fonts.body.faces.flatMap((face) => {
      const src = absolute(face.file, origin);
      return src ? [{ src, weight: face.weight, style: face.style }] : [];
    }),
    supportContact: brand.behaviour.supportContact,
    ...(texts && { texts }),
  };
}
