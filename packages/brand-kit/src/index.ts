export { type ColourRamp, suiteTheme, type Theme } from "./theme.ts";
