import * as v from "valibot";
import { expected } from "./expected.ts";
import { section } from "./section.ts";
import {
  type AssetKind,
  Colour,
  DisplayText,
  EmailAddress,
  FontFamilyName,
  faviconAsset,
  fontAsset,
  HttpsUrl,
  imageAsset,
  Length,
  ScreenFamilyName,
  TenantKey,
} from "./values.ts";

/** How asset references are spelled: relative to the brand folder in brand.json, as addresses once served. */
type AssetSchema = (kind: AssetKind) => v.GenericSchema<string>;

const optional = <TSchema extends v.GenericSchema>(schema: TSchema) => v.exactOptional(schema);

const orNull = <TSchema extends v.GenericSchema>(schema: TSchema, what: string) =>
  v.pipe(v.nullable(schema), v.description(what));

const picklist = <const TOptions extends readonly string[]>(options: TOptions, what: string) =>
  v.pipe(v.picklist(options, expected(what)), v.description(what));

const ramp = section(
  { light: Colour, main: Colour, dark: Colour },
  "a colour ramp with light, main and dark",
);

/** A ramp of the dark palette: each shade optional, the rest derived from the light ramp. */
const darkRamp = v.exactOptional(
  section(
    { light: optional(Colour), main: optional(Colour), dark: optional(Colour) },
    "a dark colour ramp: light (text and links on dark surfaces), main (fills), dark (the brand band); each optional",
  ),
);

const colourSet = <const TKeys extends readonly string[]>(keys: TKeys, what: string) =>
  section(
    Object.fromEntries(keys.map((key) => [key, optional(Colour)])) as {
      [K in TKeys[number]]: v.ExactOptionalSchema<typeof Colour, undefined>;
    },
    what,
  );

/** The screens that show their own logo or image. */
export const screenNames = [
  "login",
  "resetPassword",
  "changePassword",
  "alert",
  "checkEmail",
  "sideMenu",
  "topBar",
] as const;

export const tenantLanguages = ["es", "pt"] as const;
export const languageKeys = ["bms_lang", "lstinhib_lang"] as const;
export const captchaModes = ["on", "off", "server"] as const;
export const panelSides = ["start", "end"] as const;
/** Who picks a page's scheme: the device (`system`, the default), or the brand pinning one. */
export const colorSchemes = ["system", "light", "dark"] as const;
const fontWeights = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/**
 * The brand, field by field. One definition serves two spellings of asset references: `createBrandSchema`
 * with relative paths is what brand.json files hold (see brand-file-schema.ts), with served addresses it is
 * the flattened brand the portal fetches.
 */
/**
 * The fallback face's @font-face overrides in percent (head/fallback-metrics.ts), computed by the build from
 * the font file (node/font-metrics.ts): brand.json leaves them out, the built brand carries them.
 */
const overridePercent = (what: string) =>
  v.pipe(
    v.number(expected(`${what} in percent`)),
    v.minValue(0, expected(`${what} of at least 0`)),
    v.maxValue(400, expected(`${what} of at most 400`)),
  );
const metricOverrides = section(
  {
    sizeAdjust: overridePercent("size-adjust"),
    ascentOverride: overridePercent("ascent-override"),
    descentOverride: overridePercent("descent-override"),
    lineGapOverride: overridePercent("line-gap-override"),
  },
  "the fallback face's metric overrides, computed by the build from the font file (leave out)",
);

/**
 * The intrinsic size of each logo the screens draw (node/image-size.ts), so a page reserves a logo's height before
 * the file is in. The build reads it from the brand's own files; brand.json gives it only for an https:// logo.
 */
const imageDimension = v.pipe(
  v.number(expected("a size in pixels")),
  v.minValue(1, expected("a size of at least 1 pixel")),
  v.maxValue(10_000, expected("a size of at most 10000 pixels")),
);
const imageSize = v.exactOptional(
  v.pipe(
    v.tuple([imageDimension, imageDimension], expected("a [width, height] pair")),
    v.description("[width, height] in pixels"),
  ),
);
/** The image slots a screen draws as a logo, whose height a page reserves before the file is in. */
export const sizedImages = ["logo", "whiteLogo", "screens.login", "dark.logo", "dark.screens.login"] as const;
const imageSizes = section(
  Object.fromEntries(sizedImages.map((slot) => [slot, imageSize])) as {
    [K in (typeof sizedImages)[number]]: typeof imageSize;
  },
  "the logos' [width, height]: the build reads them from the brand's files; give them only for an https:// logo",
);

export function createBrandSchema<const TExtra extends v.ObjectEntries = Record<never, never>>(
  asset: AssetSchema,
  /** Fields only the flattened brand has, never a brand.json: the served brand's `texts`. */
  extra?: TExtra,
) {
  const image = asset(imageAsset);
  const font = section(
    {
      family: FontFamilyName,
      fallback: picklist(["sans-serif", "serif", "system-ui"], "sans-serif, serif or system-ui"),
      faces: v.pipe(
        v.array(
          section(
            {
              file: asset(fontAsset),
              weight: v.pipe(
                v.picklist(fontWeights, expected("a font weight from 100 to 900 in steps of 100")),
                v.description("a font weight from 100 to 900 in steps of 100"),
              ),
              style: picklist(["normal", "italic"], "normal or italic"),
              metricOverrides: v.exactOptional(metricOverrides),
            },
            "a font face with file, weight and style",
          ),
          expected("a list of font faces"),
        ),
        v.minLength(1, expected("at least one font face")),
        v.maxLength(6, expected("at most six font faces, to keep the page light")),
        v.description("the self-hosted font files (.woff2) of this family, one per weight and style"),
      ),
    },
    "a font with family, fallback and faces",
  );

  return section(
    {
      name: DisplayText,
      title: DisplayText,
      // What the themed and self-service brand panel says under the logo, in the brand's language.
      tagline: optional(
        v.pipe(DisplayText, v.description("the brand panel's line under the logo, optional")),
      ),
      family: ScreenFamilyName,
      tenantLanguage: picklist(tenantLanguages, "es or pt"),
      colorScheme: optional(
        picklist(
          colorSchemes,
          "system (follow the device, the default), light or dark (the brand always shows that scheme)",
        ),
      ),
      palette: section(
        {
          primary: ramp,
          secondary: ramp,
          info: ramp,
          error: ramp,
          neutral: section(
            { background: Colour, surface: Colour, text: Colour, border: Colour },
            "the neutral colours: background, surface, text and border",
          ),
          dark: optional(
            section(
              {
                primary: darkRamp,
                secondary: darkRamp,
                info: darkRamp,
                error: darkRamp,
                neutral: optional(
                  section(
                    {
                      background: optional(Colour),
                      surface: optional(Colour),
                      text: optional(Colour),
                      border: optional(Colour),
                    },
                    "the dark neutral colours: background, surface, text and border, each optional",
                  ),
                ),
              },
              "the dark palette: any field of primary, secondary, info, error and neutral; the rest is derived from the light palette with AA contrast",
            ),
          ),
        },
        "a palette with primary, secondary, info, error, neutral and optionally dark",
      ),
      colours: optional(
        section(
          {
            button: optional(colourSet(["background", "text", "hoverBackground"], "button colours")),
            input: optional(colourSet(["background", "text", "border", "focusBorder"], "input colours")),
            link: optional(colourSet(["text"], "link colours")),
            alert: optional(colourSet(["background", "text", "border"], "alert colours")),
            popup: optional(colourSet(["background", "text", "border"], "alert popup colours")),
            errorBox: optional(colourSet(["background", "text", "border"], "error box colours")),
            loading: optional(Colour),
            planCard: optional(colourSet(["background", "text", "border", "highlight"], "plan card colours")),
            planTable: optional(
              colourSet(
                ["headerBackground", "headerText", "rowBackground", "stripeBackground", "text", "border"],
                "plan table colours",
              ),
            ),
          },
          "component colours that override the ones derived from the palette",
        ),
      ),
      logoWidth: Length,
      images: section(
        {
          logo: image,
          whiteLogo: image,
          icon: image,
          favicon: asset(faviconAsset),
          background: image,
          // The themed and self-service brand panel's picture under the tagline, on a wide page.
          panel: optional(image),
          screens: section(
            Object.fromEntries(screenNames.map((screen) => [screen, image])) as {
              [K in (typeof screenNames)[number]]: typeof image;
            },
            `the logo or image of each screen: ${screenNames.join(", ")}`,
          ),
          dark: optional(
            section(
              {
                logo: optional(image),
                whiteLogo: optional(image),
                icon: optional(image),
                background: optional(image),
                panel: optional(image),
                screens: optional(
                  section(
                    Object.fromEntries(screenNames.map((screen) => [screen, optional(image)])) as {
                      [K in (typeof screenNames)[number]]: v.ExactOptionalSchema<typeof image, undefined>;
                    },
                    `a dark page's logo or image of any screen: ${screenNames.join(", ")}`,
                  ),
                ),
              },
              "the images of a dark page, each optional: logo, whiteLogo, icon, background, panel, screens (where the logo is not given, the white logo stands in for it)",
            ),
          ),
        },
        "the images: logo, whiteLogo, icon, favicon, background, optionally panel, screens and dark",
      ),
      imageSizes: optional(imageSizes),
      fonts: section({ body: font, heading: optional(font) }, "the fonts: body and, optionally, heading"),
      behaviour: section(
        {
          captcha: picklist(captchaModes, "on, off or server (the server parameter captchaApply decides)"),
          languageKey: picklist(languageKeys, "bms_lang or lstinhib_lang"),
          languageSelector: v.pipe(v.boolean(expected("true or false")), v.description("true or false")),
          purchaseUrl: orNull(HttpsUrl, "the Comprar link: an https:// address, or null for none"),
          supportContact: orNull(EmailAddress, "the support email shown on a permanent lock, or null"),
          defaultTenant: orNull(TenantKey, "the tenant used when none is given, like certa, or null"),
        },
        "the behaviour: captcha, languageKey, languageSelector, purchaseUrl, supportContact and defaultTenant",
      ),
      layout: section(
        {
          panelSide: picklist(
            panelSides,
            "start or end: the side of the themed layout's brand panel on a wide page",
          ),
        },
        "the layout: panelSide",
      ),
      ...(extra as TExtra),
    },
    "a brand object",
  );
}
