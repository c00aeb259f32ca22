import { brandKeys, brands, fixtureBrandKeys } from "virtual:gse-brands";
import type { Brand } from "@gse/brand-kit";
import { afterAll, describe, expect, it, vi } from "vitest";
import preview from "../../../../../.storybook/preview.tsx";
import { familyBrandKeys } from "../story-brands.ts";
import { brandGrid } from "./brand-grid.ts";
import { cellProblems } from "./grid-check.ts";
import { pageStories, screenStories, storyFamilyRegistry } from "./grid-stories.ts";
import type { BrandGridCell } from "./story-cells.ts";

const rowOf = (brandKey: string) => brandGrid(brandKey, screenStories, pageStories, storyFamilyRegistry);
const screensIn = (row: readonly BrandGridCell[]) => new Set(row.map((cell) => cell.screen));
const brandsShowing = async (screen: string, state: string, keys: readonly string[]) => {
  const rows = await Promise.all(keys.map(rowOf));
  return keys.filter((_, index) =>
    rows[index]?.some((cell) => cell.screen === screen && cell.state === state),
  );
};

describe("the review grid", () => {
  it("has every brand folder in Storybook's brand toolbar and a row for each, by its family", async () => {
    const keys = [...brandKeys, ...fixtureBrandKeys];
    const toolbar = preview.globalTypes?.brand?.toolbar?.items as readonly { value: string }[];
    expect(toolbar.map((item) => item.value)).toEqual(keys);
    const families = [...new Set(keys.map((key) => brands[key]?.family))];
    expect(families.flatMap((family) => familyBrandKeys(String(family))).sort()).toEqual([...keys].sort());
    const rows = await Promise.all(keys.map(rowOf));
    expect(rows.filter((row) => row.length === 0)).toEqual([]);
  });

  it("has the example family's test-only kiosk brand beside the shipped ones, never among them", () => {
    expect(fixtureBrandKeys).toEqual(["kiosk"]);
    expect(brandKeys).not.toContain("kiosk");
    expect(brands.kiosk?.family).toBe("kiosk");
  });

  it("gives a brand its family's screens, inherited ones included, and the page-level states", async () => {
    const certificate = screensIn(await rowOf("certificate"));
    expect(certificate).toContain("Certificate/LoginScreen");
    expect(certificate).toContain("Certificate/ResetPasswordCertificateScreen");
    expect(certificate).toContain("Common/AlertScreen");
    expect(certificate).toContain("Page/MaintenanceOverlay");
    expect(certificate).not.toContain("Common/LoginScreen");

    // The themed family draws common's info (for the alert too), change-password and resend screens in its
    // own layout: their common stories are its rows' states.
    const themed = screensIn(await rowOf("inhibitorylists_co"));
    expect(themed).toContain("Themed/LoginScreen");
    expect(themed).toContain("Common/InfoScreen");
    expect(themed).toContain("Common/ChangePasswordScreen");
    expect(themed).toContain("Common/ResendEmailScreen");
    expect(themed).not.toContain("Common/LoginScreen");
    expect(themed).not.toContain("Self-service/LoginScreen");

    const selfService = screensIn(await rowOf("selfservice_pe"));
    expect(selfService).toContain("Self-service/SelectAccountsScreen");
    expect(selfService).toContain("Self-service/OidcCallbackScreen");
    expect(selfService).toContain("Common/ChangePasswordScreen");
    expect(selfService).not.toContain("Themed/LoginScreen");

    // The self-service callback's states run on that app's API: its stories stay in its brands' rows.
    expect(screensIn(await rowOf("suite"))).not.toContain("Self-service/OidcCallbackScreen");
  });

  it("renders each state in every brand of the family, unless only some brands can show it", async () => {
    const common = ["suite", "payroll", "invoicing", "biometrics", "confrontation"];
    expect(await brandsShowing("Common/LoginScreen", "TwoAttemptsLeft", common)).toEqual(common);
    // biometrics and confrontation turn the captcha off; only payroll and invoicing sell.
    expect(await brandsShowing("Common/LoginScreen", "CaptchaRequired", common)).toEqual([
      "suite",
      "payroll",
      "invoicing",
    ]);
    expect(await brandsShowing("Common/LoginScreen", "PurchaseAndFreeTrial", common)).toEqual([
      "payroll",
      "invoicing",
    ]);
  });
});

describe("the review grid's check", () => {
  const fixtureKey = "lowcontrast";
  const brokenFontKey = "brokenfont";
  const fixtureBrands = brands as Record<string, Brand>;
  afterAll(() => {
    delete fixtureBrands[fixtureKey];
    delete fixtureBrands[brokenFontKey];
  });

  const loginDefault = async (key: string) => {
    const cell = (await rowOf(key)).find(
      (candidate) => candidate.screen === "Common/LoginScreen" && candidate.state === "Default",
    );
    if (!cell) throw new Error(`the ${key} brand's row has no Common/LoginScreen Default state`);
    return cell;
  };

  // First: a story stays on the page until the next one starts, and this check reads the whole page.
  it("fails a page that scrolls sideways at 360 px but not at 1280 px", async () => {
    const wide = document.body.appendChild(document.createElement("p"));
    wide.style.cssText = "width: 900px; color: #000; background: #fff";
    wide.textContent = "A paragraph wider than a phone.";
    try {
      const cell = { brandKey: "suite", screen: "Fixture/Wide", state: "Default", run: async () => {} };
      const scrolling = (await cellProblems(cell)).filter((problem) => problem.includes("scrolls sideways"));
      expect(scrolling).toEqual([
        expect.stringMatching(
          /^brand suite, screen Fixture\/Wide, state Default, 360px: the page scrolls sideways/,
        ),
      ]);
    } finally {
      wide.remove();
    }
  });

  it("fails a disabled button greyed out by opacity, which axe does not measure (disabled-contrast)", async () => {
    const greyed = document.body.appendChild(document.createElement("button"));
    greyed.disabled = true;
    greyed.style.cssText = "opacity: 0.6; background: #1f3f9e; color: #ffffff; border: 0";
    greyed.textContent = "Ingresar";
    try {
      const cell = { brandKey: "suite", screen: "Fixture/Greyed", state: "Default", run: async () => {} };
      expect(await cellProblems(cell)).toContainEqual(
        expect.stringMatching(
          /^brand suite, screen Fixture\/Greyed, state Default: disabled-contrast: "Ingresar" reads at 3\.\d+:1/,
        ),
      );
    } finally {
      greyed.remove();
    }
  });

  it("passes a shipped brand's disabled Enviar, drawn in the theme's disabled colours", async () => {
    const cell = (await rowOf("payroll")).find(
      (candidate) => candidate.screen === "Common/ResetPasswordScreen" && candidate.state === "Default",
    );
    if (!cell) throw new Error("the payroll brand's row has no Common/ResetPasswordScreen Default state");
    await cell.run();
    const send = await vi.waitFor(() => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Enviar");
      if (!button?.disabled) throw new Error("no disabled Enviar yet");
      return button;
    });
    expect(getComputedStyle(send).opacity).toBe("1");
    expect((await cellProblems(cell)).filter((problem) => problem.includes("disabled-contrast"))).toEqual([]);
  });

  it("fails a brand with a low-contrast button colour, naming brand, screen, state and width", async () => {
    const suite = fixtureBrands.suite as Brand;
    // A fixture brand whose button text barely differs from its background, added where the brands plugin
    // puts the brands of `brands/`: the grid and Storybook's preview both find it by key.
    fixtureBrands[fixtureKey] = {
      ...suite,
      colours: {
        ...suite.colours,
        button: { background: "#8a9bb0", text: "#a4b2c4", hoverBackground: "#7b8ca0" },
      },
    };
    const cell = (await rowOf(fixtureKey)).find(
      (candidate) => candidate.screen === "Common/LoginScreen" && candidate.state === "Default",
    );
    if (!cell) throw new Error("the low-contrast brand's row has no Common/LoginScreen Default state");
    await cell.run();
    const problems = await cellProblems(cell);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^brand lowcontrast, screen Common\/LoginScreen, state Default, 360px: color-contrast: /,
      ),
    );
    expect(problems).toContainEqual(expect.stringMatching(/, 1280px: color-contrast: /));
    // The same state reached by re-theming (the console's cells after their state's first brand) still fails.
    expect(await cellProblems(cell, { rethemed: true })).toContainEqual(
      expect.stringMatching(/, 360px: color-contrast: /),
    );
  });

  it("fails a brand whose font file is not a font, naming the brand and the font", async () => {
    const suite = fixtureBrands.suite as Brand;
    // A fixture brand whose body font is a text file named like a font, served from this folder.
    const notAFont = new URL("./fixtures/not-a-font.woff2", import.meta.url).href;
    fixtureBrands[brokenFontKey] = {
      ...suite,
      fonts: {
        body: {
          family: "Broken Sans",
          fallback: "sans-serif",
          faces: [{ file: notAFont, weight: 400, style: "normal" }],
        },
      },
    };
    const cell = await loginDefault(brokenFontKey);
    await cell.run();
    expect(await cellProblems(cell)).toContainEqual(
      expect.stringMatching(
        /^brand brokenfont, screen Common\/LoginScreen, state Default: font "Broken Sans" 400 normal \(.*not-a-font\.woff2\) did not load/,
      ),
    );
  });

  it("passes a shipped brand drawn in its own font once loaded (payroll in Nunito)", async () => {
    const cell = await loginDefault("payroll");
    await cell.run();
    const problems = await cellProblems(cell);
    expect(problems).toEqual([]);
    const heading = document.querySelector("h1");
    expect(heading && getComputedStyle(heading).fontFamily).toMatch(/^"?Nunito"?,/);
    expect(
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, "") === "Nunito" && face.status === "loaded",
      ),
    ).toBe(true);
  });
});
