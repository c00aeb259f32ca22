import { describe, expect, it, vi } from "vitest";
import { suiteBrand, suiteTheme } from "../suite-brand.ts";
import { checkContrast } from "./contrast.ts";
import { createTheme } from "./create-theme.ts";
import { themeCssVariables } from "./css-variables.ts";

describe("createTheme", () => {
  it("derives roles from the palette and component tokens from the roles", () => {
    expect(suiteTheme.roles.accent).toBe(suiteTheme.palette.primary.main);
    expect(suiteTheme.button.background).toBe(suiteTheme.roles.accent);
    expect(suiteTheme.button.text).toBe("#ffffff");
    expect(suiteTheme.link.text).toBe(suiteTheme.palette.primary.dark);
    expect(suiteTheme.errorBox.text).toBe(suiteTheme.palette.error.dark);
    expect(suiteTheme.page.backgroundImage).toBe("/brands/suite/background.svg");
    expect(suiteTheme.font.family).toBe('"Inter", sans-serif');
    expect(suiteTheme.font.headingFamily).toBe(suiteTheme.font.family);
  });

  it("gives the default brand text that passes WCAG AA everywhere", () => {
    expect(checkContrast(suiteTheme)).toEqual([]);
  });

  it("reads the dark palette the brand is compiled with, and draws light, with a warning, when it has none", () => {
    expect(createTheme(suiteBrand, "dark").roles.background).toBe(
      suiteBrand.palette.dark?.neutral?.background,
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { dark: _dark, ...light } = suiteBrand.palette;
    const uncompiled = { ...suiteBrand, palette: { ...light, dark: { primary: { main: "#9ab4ff" } } } };
    expect(createTheme(uncompiled, "dark")).toEqual(createTheme(uncompiled, "light"));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/palette\.dark: .* showing the light scheme$/));
    warn.mockRestore();
  });
});

describe("themeCssVariables", () => {
  it("exposes every token as a --gse- custom property, images as url()", () => {
    const variables = themeCssVariables(suiteTheme);
    expect(variables["--gse-button-background"]).toBe(suiteTheme.button.background);
    expect(variables["--gse-palette-primary-main"]).toBe(suiteTheme.palette.primary.main);
    expect(variables["--gse-plan-table-header-text"]).toBe(suiteTheme.planTable.headerText);
    expect(variables["--gse-images-screens-login"]).toBe('url("/brands/suite/logo.svg")');
    expect(variables["--gse-page-background-image"]).toBe('url("/brands/suite/background.svg")');
  });
});
