import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ARIAL_SAMPLE_EMS,
  fallbackOverrides,
  ROBOTO_SAMPLE_EMS,
  robotoOverrides,
} from "../head/fallback-metrics.ts";
import { fontFaceCss } from "../head/font-faces.ts";
import { createTheme } from "../theme/create-theme.ts";
import { checkBrands, defaultBrandsDir } from "./check-brands.ts";
import { readFontMetrics } from "./font-metrics.ts";

const liberation = (face: string) => `/usr/share/fonts/truetype/liberation/LiberationSans-${face}.ttf`;
const nunito = join(defaultBrandsDir, "payroll", "nunito-latin-400.woff2");
const roboto = (face: string) => `/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-${face}.ttf`;

describe("metric-matched fallback faces: the font swap does not move text", () => {
  // Liberation Sans is metric-compatible with Arial (the same advance widths); Roboto is Android's own face.
  for (const { local, file, ems } of [
    { local: "Arial (Liberation Sans)", file: liberation, ems: ARIAL_SAMPLE_EMS },
    { local: "Roboto", file: roboto, ems: ROBOTO_SAMPLE_EMS },
  ]) {
    it.runIf(existsSync(file("Regular")))(
      `${local}: the sample widths the CSS uses, regular and bold`,
      () => {
        for (const [face, width] of [
          ["Regular", ems.regular],
          ["Bold", ems.bold],
        ] as const) {
          const metrics = readFontMetrics(file(face));
          expect(metrics.sampleWidth / metrics.unitsPerEm).toBeCloseTo(width, 2);
        }
      },
    );
  }

  it("a font as wide and as tall as Arial needs no adjustment", () => {
    const arialLike = {
      unitsPerEm: 2048,
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      sampleWidth: 38.964 * 2048,
    };
    expect(fallbackOverrides(arialLike, false)).toEqual({
      sizeAdjust: 100,
      ascentOverride: 90.53,
      descentOverride: 21.19,
      lineGapOverride: 3.27,
    });
  });

  it("scales Arial to the font's width and gives it the font's line box (Nunito 400, measured from its file)", () => {
    const metrics = readFontMetrics(nunito);
    expect(metrics).toMatchObject({ unitsPerEm: 1000, ascent: 1011, descent: -353, lineGap: 0 });
    const overrides = fallbackOverrides(metrics, false);
    // Nunito's sample is 38.694 em wide against Arial's 38.964: Arial drawn at 99.31 %.
    expect(overrides.sizeAdjust).toBeCloseTo(99.31, 1);
    // After size-adjust the line box is Nunito's: (1011 + 353) / 1000 em.
    const lineBox = ((overrides.ascentOverride + overrides.descentOverride) * overrides.sizeAdjust) / 10000;
    expect(lineBox).toBeCloseTo(1.364, 3);
    expect(overrides.lineGapOverride).toBe(0);
  });

  it("the built payroll brand carries the overrides, emits a Nunito Fallback face per weight and puts it in the stack", () => {
    const payroll = checkBrands().brands.get("payroll");
    if (!payroll) throw new Error("brands/payroll: expected a valid brand");
    expect(payroll.fonts.body.faces.map((face) => face.metricOverrides?.sizeAdjust)).toEqual([
      expect.closeTo(99.31, 1),
      expect.any(Number),
    ]);
    const css = fontFaceCss(payroll);
    expect(css).toMatch(
      /@font-face\{font-family:"Nunito Fallback";src:local\("Arial"\),local\("ArialMT"\),local\("Liberation Sans"\),local\("Arimo"\);font-weight:400;font-style:normal;size-adjust:99\.\d+%;ascent-override:\d+(\.\d+)?%;descent-override:\d+(\.\d+)?%;line-gap-override:0%\}/,
    );
    expect(css).toContain('font-family:"Nunito Fallback";src:local("Arial Bold")');
    expect(createTheme(payroll).font.family).toBe(
      '"Nunito", "Nunito Fallback", "Nunito Fallback Roboto", sans-serif',
    );
  });

  it("where a phone has no Arial (Android), a Roboto face with overrides for Roboto's widths comes next", () => {
    const metrics = readFontMetrics(nunito);
    for (const bold of [false, true]) {
      // Derived from the Arial overrides the built brand carries, as measured straight against Roboto.
      const derived = robotoOverrides(fallbackOverrides(metrics, bold), bold);
      const direct = fallbackOverrides(metrics, bold, ROBOTO_SAMPLE_EMS);
      for (const key of ["sizeAdjust", "ascentOverride", "descentOverride", "lineGapOverride"] as const) {
        expect(derived[key], `${key}, bold ${bold}`).toBeCloseTo(direct[key], 1);
      }
    }
    const payroll = checkBrands().brands.get("payroll");
    if (!payroll) throw new Error("brands/payroll: expected a valid brand");
    const css = fontFaceCss(payroll);
    expect(css).toMatch(
      /@font-face\{font-family:"Nunito Fallback Roboto";src:local\("Roboto"\),local\("Roboto-Regular"\);font-weight:400;font-style:normal;size-adjust:99\.\d+%;/,
    );
    // Roboto bold is narrower than Arial bold (39.46 against 42.18 em): drawn larger to fill Nunito's width.
    const boldRoboto =
      /font-family:"Nunito Fallback Roboto";src:local\("Roboto Bold"\),local\("Roboto-Bold"\);font-weight:700;font-style:normal;size-adjust:([\d.]+)%/.exec(
        css,
      );
    const boldArial =
      /font-family:"Nunito Fallback";src:local\("Arial Bold"\)[^}]*size-adjust:([\d.]+)%/.exec(css);
    expect(Number(boldRoboto?.[1]) / Number(boldArial?.[1])).toBeCloseTo(42.18 / 39.461, 2);
  });
});
