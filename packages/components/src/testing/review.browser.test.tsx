import { type Brand, suiteBrand } from "@gse/brand-kit";
import { activateLanguage } from "@gse/sdk";
import { render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { beforeAll, describe, expect, it } from "vitest";
import LoginScreen from "../families/common/LoginScreen.tsx";
import { loadBrandFonts } from "./brand-fonts.ts";
import { getScreenMock } from "./get-screen-mock.tsx";
import { Specimen, specimenProblems } from "./review.tsx";

/** A fixture brand whose button text barely differs from its background: it must never pass review. */
const lowContrast: Brand = {
  ...suiteBrand,
  colours: {
    ...suiteBrand.colours,
    button: { background: "#8a9bb0", text: "#a4b2c4", hoverBackground: "#7b8ca0" },
  },
};

async function review(brand: Brand, brandKey: string) {
  const mock = getScreenMock({ slot: "login", brand, brandKey });
  // As Storybook's preview does before a story: the specimen then draws at once, in its brand's fonts.
  await Promise.all([mock.ready(), loadBrandFonts(brandKey, brand)]);
  const { container } = render(
    <ThemeProvider theme={mock.theme}>
      <Specimen mock={mock} Component={LoginScreen} screen="login" width={360} />
    </ThemeProvider>,
  );
  await screen.findByRole("button", { name: "Ingresar" });
  return specimenProblems(container);
}

describe("the review check", () => {
  beforeAll(() => activateLanguage("es"));

  it("fails a brand with a low-contrast button colour, naming the brand and the screen", async () => {
    const { checked, problems } = await review(lowContrast, "lowcontrast");
    expect(checked).toBe(1);
    expect(problems).toContainEqual(
      expect.stringMatching(/^brand lowcontrast, screen login, 360px: color-contrast: /),
    );
  });

  it("passes the default brand on the same screen", async () => {
    expect(await review(suiteBrand, "suite")).toEqual({ checked: 1, problems: [] });
  });
});
