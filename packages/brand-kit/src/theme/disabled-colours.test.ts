import { describe, expect, it } from "vitest";
import { contrastRatio } from "../colour.ts";
import { checkBrands, defaultBrandsDir } from "../node/check-brands.ts";
import type { Brand } from "../schema/brand.ts";
import { checkContrast } from "./contrast.ts";
import { createTheme } from "./create-theme.ts";
import { disabledTintHex, mixColours } from "./disabled-colours.ts";

const { brands } = checkBrands(defaultBrandsDir);

describe("disabled buttons: AA contrast, still reads as disabled", () => {
  it.each([...brands.keys()])(
    "%s: the text reads at 4.5:1 on a pale tint that is no longer the action",
    (key) => {
      const theme = createTheme(brands.get(key) as Brand);
      const { background } = theme.button;
      expect(theme.button.disabledBackground).toBe(
        `color-mix(in srgb, ${theme.roles.accent} 12%, ${theme.roles.surface})`,
      );
      const disabledBackground = disabledTintHex(theme.roles.accent, theme.roles.surface);
      expect(contrastRatio(theme.roles.text, disabledBackground)).toBeGreaterThanOrEqual(4.5);
      // Quieter than the enabled fill: much closer to the card than the brand's button is.
      expect(contrastRatio(disabledBackground, theme.roles.surface)).toBeLessThan(1.5);
      expect(contrastRatio(background, theme.roles.surface)).toBeGreaterThan(
        contrastRatio(disabledBackground, theme.roles.surface),
      );
    },
  );

  it("tints with the brand's own colour: 12 % of primary.main over the surface", () => {
    expect(mixColours("#1f3f9e", "#ffffff", 0.12)).toBe("#e4e8f3");
  });

  it("names palette.neutral.text when a brand's text does not read on its disabled tint", () => {
    const suite = brands.get("suite") as Brand;
    const faint = {
      ...suite,
      palette: { ...suite.palette, neutral: { ...suite.palette.neutral, text: "#747474" } },
    };
    expect(checkContrast(createTheme(faint))).toContainEqual({
      path: "palette.neutral.text",
      message: expect.stringContaining("on palette.primary.main (disabled button tint)"),
    });
  });
});
