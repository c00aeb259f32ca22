import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, parseColour, relativeLuminance } from "../colour.ts";
import { checkBrands, defaultBrandsDir } from "../node/check-brands.ts";
import { toOklch } from "../oklch.ts";
import { formatProblem } from "../problems.ts";
import { type BrandSource, resolveBrands } from "../resolve/resolve-brands.ts";
import type { Brand } from "../schema/brand.ts";
import { checkContrast } from "./contrast.ts";
import { createTheme, schemePalette } from "./create-theme.ts";
import {
  adjustDarkPalette,
  darkContrastProblems,
  darkPairs,
  darkPalette,
  deriveDarkPalette,
  pairRatio,
} from "./dark-palette.ts";
import { rampNames, type SchemePalette } from "./scheme-palette.ts";

const { brands } = checkBrands(defaultBrandsDir);
const shipped = [...brands.entries()];

const hueGap = (a: string, b: string) => {
  const gap = Math.abs(toOklch(a).h - toOklch(b).h) % 360;
  return Math.min(gap, 360 - gap);
};

describe("the derived dark palette of every shipped brand", () => {
  it.each(shipped)("%s: every pair of the dark scheme meets WCAG 2.2 AA", (_key, brand) => {
    // The palette the brand is compiled with (checkBrands), which the page only reads.
    const dark = schemePalette(brand, "dark");
    if (!dark) throw new Error("expected the compiled brand to carry its dark palette");
    for (const pair of darkPairs) expect(pairRatio(pair, dark)).toBeGreaterThanOrEqual(pair.minimum);
    expect(darkContrastProblems(dark)).toEqual([]);
    // Every text-on-background pair a screen paints, component token by component token.
    expect(checkContrast(createTheme(brand, "dark"))).toEqual([]);
  });

  it.each(shipped)("%s: a dark page, in the brand's own hues", (_key, brand) => {
    const theme = createTheme(brand, "dark");
    expect(relativeLuminance(parseColour(theme.page.background))).toBeLessThan(0.2);
    expect(relativeLuminance(parseColour(theme.roles.text))).toBeGreaterThan(0.5);
    for (const ramp of rampNames) {
      const light = brand.palette[ramp].main;
      // A grey keeps no hue worth keeping; a colour keeps its own within a few degrees (gamut fitting moves it a little).
      if (toOklch(light).c > 0.04) expect(hueGap(theme.palette[ramp].main, light)).toBeLessThan(12);
    }
  });
});

/** A seeded generator, so a failing palette can be found again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomPalette(next: () => number): SchemePalette {
  const colour = () =>
    `#${Array.from({ length: 3 }, () =>
      Math.floor(next() * 256)
        .toString(16)
        .padStart(2, "0"),
    ).join("")}`;
  const ramp = () => ({ light: colour(), main: colour(), dark: colour() });
  return {
    primary: ramp(),
    secondary: ramp(),
    info: ramp(),
    error: ramp(),
    neutral: { background: colour(), surface: colour(), text: colour(), border: colour() },
  };
}

describe("deriving a dark palette (any light palette)", () => {
  it("passes every dark pair for 300 random light palettes", () => {
    const next = random(40);
    for (let index = 0; index < 300; index += 1) {
      const light = randomPalette(next);
      const dark = darkPalette(light);
      const failing = darkPairs.filter((pair) => pairRatio(pair, dark) < pair.minimum);
      expect({ light, failing: failing.map((pair) => pair.field) }).toEqual({ light, failing: [] });
      // Idempotent: a compiled brand's palette (all given) is checked and served as it is.
      expect(darkPalette(light, dark)).toEqual(dark);
    }
  });

  it("is pure: the same light palette gives the same dark palette", () => {
    const light = randomPalette(random(7));
    expect(darkPalette(light)).toEqual(darkPalette(structuredClone(light)));
  });

  it("keeps the values a brand gives and derives the others around them", () => {
    const { dark: _none, ...light } = (brands.get("payroll") as Brand).palette;
    const dark = darkPalette(light, { neutral: { background: "#202020" }, primary: { main: "#ffb080" } });
    expect(dark.neutral.background).toBe("#202020");
    expect(dark.primary.main).toBe("#ffb080");
    expect(contrastRatio(dark.neutral.text, "#202020")).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the adjuster", () => {
  const light = (brands.get("suite") as Brand).palette;
  const derived = deriveDarkPalette(light);

  it("moves a derived value that falls short until its pair passes", () => {
    // A first derivation whose text and link sit too close to the surface.
    const short = {
      ...derived,
      neutral: { ...derived.neutral, text: "#5a5f6a" },
      primary: { ...derived.primary, light: "#2f4f9f" },
    };
    expect(darkContrastProblems(short).map((problem) => problem.path)).toEqual(
      expect.arrayContaining(["palette.dark.neutral.text", "palette.dark.primary.light"]),
    );
    const adjusted = adjustDarkPalette(short);
    expect(darkContrastProblems(adjusted)).toEqual([]);
    // Lightened in OKLCH, hue kept.
    expect(toOklch(adjusted.primary.light).l).toBeGreaterThan(toOklch("#2f4f9f").l);
    expect(hueGap(adjusted.primary.light, "#2f4f9f")).toBeLessThan(8);
  });

  it("never moves a value the brand gave", () => {
    const short = { ...derived, neutral: { ...derived.neutral, text: "#5a5f6a" } };
    const adjusted = adjustDarkPalette(short, { neutral: { text: "#5a5f6a" } });
    expect(adjusted.neutral.text).toBe("#5a5f6a");
  });
});

describe("brands:check and the dark palette", () => {
  const suite: unknown = JSON.parse(
    readFileSync(new URL("../../../../brands/suite/brand.json", import.meta.url), "utf8"),
  );
  const check = (files: Record<string, unknown>) =>
    resolveBrands(
      Object.entries(files).map(
        ([key, json]): BrandSource => ({ key, file: `brands/${key}/brand.json`, content: { json } }),
      ),
      { assetUrl: (key, file) => `/brands/${key}/${file}` },
    );
  const withDark = (dark: unknown, scheme?: string) => ({
    ...(suite as object),
    ...(scheme && { colorScheme: scheme }),
    palette: { ...(suite as { palette: object }).palette, dark },
  });

  it("reports a brand-given dark value below AA as it does a light one", () => {
    const { problems } = check({ suite: withDark({ neutral: { text: "#3a3a3a" } }) });
    expect(problems.map(formatProblem)).toContainEqual(
      expect.stringMatching(
        /^brands\/suite\/brand\.json: palette\.dark\.neutral\.text: expected a contrast of at least 4\.5:1 against palette\.dark\.neutral\.background \(#[0-9a-f]{6}\), got 1\.\d+:1 for "#3a3a3a"$/,
      ),
    );
  });

  it("reports a dark border under 3:1", () => {
    const { problems } = check({ suite: withDark({ neutral: { border: "#30343c" } }) });
    expect(problems.map((problem) => problem.path)).toContain("palette.dark.neutral.border");
  });

  it("does not check the dark palette of a brand pinned to light", () => {
    const { problems, brands: valid } = check({ suite: withDark({ neutral: { text: "#3a3a3a" } }, "light") });
    expect(problems).toEqual([]);
    expect(valid.get("suite")?.colorScheme).toBe("light");
  });

  it("rejects a scheme other than system, light or dark, and unknown dark fields", () => {
    const scheme = check({ suite: { ...(suite as object), colorScheme: "dim" } });
    expect(scheme.problems.map(formatProblem)).toContainEqual(
      expect.stringContaining("colorScheme: expected system (follow the device, the default), light or dark"),
    );
    const typo = check({ suite: withDark({ neutrals: {} }) });
    expect(typo.problems.map((problem) => problem.path)).toContain("palette.dark.neutrals");
  });

  it("inherits the scheme, the dark palette and the dark images through extends", () => {
    const parent = {
      ...withDark({ primary: { main: "#9ab4ff" } }, "dark"),
      images: { ...(suite as { images: object }).images, dark: { logo: "logo-dark.svg" } },
    };
    const { brands: valid, problems } = check({
      suite: parent,
      suite_co: { extends: "suite", name: "Suite CO" },
    });
    expect(problems).toEqual([]);
    const child = valid.get("suite_co") as Brand;
    expect(child.colorScheme).toBe("dark");
    expect(child.palette.dark?.primary?.main).toBe("#9ab4ff");
    expect(child.images.dark?.logo).toBe("/brands/suite/logo-dark.svg");
    expect(createTheme(child, "dark").images.logo).toBe("/brands/suite/logo-dark.svg");
  });

  it("compiles each brand's dark palette whole, a child's from its own light palette and the values given", () => {
    const { brands: valid } = check({
      suite: withDark({ primary: { main: "#9ab4ff" } }),
      suite_co: {
        extends: "suite",
        name: "Suite CO",
        palette: { secondary: { light: "#e0f2e9", main: "#1e7a4c", dark: "#0f4d2e" } },
      },
    });
    const [parent, child] = [valid.get("suite") as Brand, valid.get("suite_co") as Brand];
    for (const brand of [parent, child]) {
      const { dark, ...light } = brand.palette;
      expect(dark).toEqual(darkPalette(light, { primary: { main: "#9ab4ff" } }));
    }
    expect(child.palette.dark?.secondary).not.toEqual(parent.palette.dark?.secondary);
  });
});

describe("a dark page's images", () => {
  const payroll = brands.get("payroll") as Brand;

  it("use the white logo where the light page shows the logo, and keep the screens' illustrations", () => {
    const { images, imageSizes } = createTheme(payroll, "dark");
    expect(images.logo).toBe(payroll.images.whiteLogo);
    expect(images.screens.login).toBe(payroll.images.whiteLogo);
    expect(images.screens.sideMenu).toBe(payroll.images.whiteLogo);
    expect(images.screens.changePassword).toBe(payroll.images.screens.changePassword);
    expect(imageSizes.logo).toEqual(payroll.imageSizes?.whiteLogo);
  });

  it("use images.dark where the brand gives them", () => {
    const brand = { ...payroll, images: { ...payroll.images, dark: { screens: { login: "/night.svg" } } } };
    expect(createTheme(brand, "dark").images.screens.login).toBe("/night.svg");
    expect(createTheme(brand, "light").images.screens.login).toBe(payroll.images.screens.login);
  });
});
