// Loads styled-components' types so that the DefaultTheme augmentation at the end of this file has a module to extend.
import type {} from "styled-components";

/** A colour ramp: the three shades every palette role carries. */
export interface ColourRamp {
  readonly light: string;
  readonly main: string;
  readonly dark: string;
}

/** The styled-components theme every primitive reads. Derived from a parsed brand, never written by hand. */
export interface Theme {
  readonly palette: {
    readonly primary: ColourRamp;
    readonly secondary: ColourRamp;
    readonly info: ColourRamp;
    readonly error: ColourRamp;
  };
  readonly button: { readonly background: string; readonly text: string };
  readonly page: { readonly background: string; readonly text: string };
  readonly font: { readonly family: string };
}

/** The suite brand's theme, the default when no brand matches the application. */
export const suiteTheme: Theme = {
  palette: {
    primary: { light: "#4f6fd1", main: "#1f3f9e", dark: "#142a6b" },
    secondary: { light: "#5cc2b4", main: "#1d8f80", dark: "#0f5f55" },
    info: { light: "#63a4ff", main: "#1565c0", dark: "#003c8f" },
    error: { light: "#ef5350", main: "#c62828", dark: "#8e0000" },
  },
  button: { background: "#1f3f9e", text: "#ffffff" },
  page: { background: "#f4f6fb", text: "#1b1f2a" },
  font: { family: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
};

// Every styled component's `theme` is the brand theme, typed, in every package that imports brand-kit.
declare module "styled-components" {
  export interface DefaultTheme extends Theme {}
}
