// Loads styled-components' types so that the DefaultTheme augmentation at the end of this file has a module to extend.
import type {} from "styled-components";
import type { Brand } from "../schema/brand.ts";

/** A colour ramp: the three shades every palette role carries. */
export interface ColourRamp {
  readonly light: string;
  readonly main: string;
  readonly dark: string;
}

interface Surface {
  readonly background: string;
  readonly text: string;
  readonly border: string;
}

/**
 * The styled-components theme every primitive reads, in three tiers: the brand's raw `palette`, the semantic
 * `roles` derived from it, and component tokens (`button`, `input`, ...) that take the brand's `colours`
 * overrides or else a role. Built once by `createTheme` from a parsed brand, never written by hand.
 */
export interface Theme {
  readonly palette: {
    readonly primary: ColourRamp;
    readonly secondary: ColourRamp;
    readonly info: ColourRamp;
    readonly error: ColourRamp;
  };
  readonly roles: {
    readonly background: string;
    readonly surface: string;
    readonly text: string;
    readonly border: string;
    readonly accent: string;
    readonly onAccent: string;
    readonly focus: string;
    readonly link: string;
    readonly danger: string;
    readonly info: string;
  };
  readonly page: {
    readonly background: string;
    readonly text: string;
    /** The picture on the page's ground, or "" for none (a dark page whose brand gives no dark picture). */
    readonly backgroundImage: string;
  };
  readonly button: {
    readonly background: string;
    readonly text: string;
    readonly hoverBackground: string;
    /** A disabled filled button's fill: a pale tint of the accent, under the brand's text colour (AA). */
    readonly disabledBackground: string;
  };
  readonly input: {
    readonly background: string;
    readonly text: string;
    readonly border: string;
    readonly focusBorder: string;
  };
  readonly link: { readonly text: string };
  readonly alert: Surface;
  readonly popup: Surface;
  readonly errorBox: Surface;
  readonly loading: { readonly colour: string };
  readonly planCard: Surface & { readonly highlight: string };
  readonly planTable: {
    readonly headerBackground: string;
    readonly headerText: string;
    readonly rowBackground: string;
    readonly stripeBackground: string;
    readonly text: string;
    readonly border: string;
  };
  readonly logo: { readonly width: string };
  readonly font: { readonly family: string; readonly headingFamily: string };
  readonly images: Brand["images"];
  /** The logos' intrinsic [width, height] where the build read them: `<img width height>` reserves their space. */
  readonly imageSizes: NonNullable<Brand["imageSizes"]>;
}

// Every styled component's `theme` is the brand theme, typed, in every package that imports brand-kit.
declare module "styled-components" {
  export interface DefaultTheme extends Theme {}
}
