import { parseBrandKey, pickLanguage } from "@gse/brand-kit";
import { checkBrands, defaultBrandsDir } from "@gse/brand-kit/node";
import { resolveLayout, resolveScreen, type ScreenSlot } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { commonFamily } from "../common/common-family.ts";
import { themedFamily } from "./themed-family.ts";

const { brands } = checkBrands(defaultBrandsDir);
const themedKeys = [...brands.keys()].filter((key) => brands.get(key)?.family === "themed").sort();
const inhibitoryListsKeys = themedKeys.filter((key) => parseBrandKey(key).application === "inhibitorylists");

describe("the themed family (spec §2: themed login, change, reset, send-email and check-email, info as alert)", () => {
  it("serves the license app's certificate tenants and the inhibitory-lists app with its tenants", () => {
    expect(themedKeys).toEqual(expect.arrayContaining(["inhibitorylists", "license_certa"]));
    for (const key of themedKeys) {
      const { application, tenant } = parseBrandKey(key);
      expect(
        application === "inhibitorylists" || (application === "license" && tenant !== undefined),
        key,
      ).toBe(true);
    }
  });

  it.each<ScreenSlot>(["login", "resetPassword", "checkEmail"])("draws its own %s screen", async (slot) => {
    const own = resolveScreen(themedFamily, slot);
    const common = resolveScreen(commonFamily, slot);
    expect(own && (await own()).default).not.toBe(common && (await common()).default);
  });

  it("draws the info screen for the alert", async () => {
    const alert = resolveScreen(themedFamily, "alert");
    const info = resolveScreen(themedFamily, "info");
    expect(alert && (await alert()).default).toBe(info && (await info()).default);
  });

  it("draws every screen, its own and the inherited ones, in its own layout rather than common's card", async () => {
    const themed = resolveLayout(themedFamily);
    const common = resolveLayout(commonFamily);
    expect(themed && (await themed()).default).not.toBe(common && (await common()).default);
  });

  it.each<ScreenSlot>([
    "changePassword",
    "info",
    "resendEmail",
    "availableApps",
    "invalidLink",
    "splash",
    "logout",
    "error",
    "oidcCallback",
  ])("inherits %s from the common family, the same screen rather than a copy", (slot) => {
    expect(resolveScreen(themedFamily, slot)).toBe(commonFamily.screens[slot]);
  });

  it("has no screen for the self-service routes, so the portal sends them to /Login", () => {
    expect(resolveScreen(themedFamily, "selectAccounts")).toBeUndefined();
    expect(resolveScreen(themedFamily, "absent")).toBeUndefined();
  });

  it("resets an OTP on common's /resetotp screen, as every family does", () => {
    expect(resolveScreen(themedFamily, "resetOtp")).toBe(commonFamily.screens.resetOtp);
  });
});

describe("the inhibitory-lists app keeps its language under lstinhib_lang (spec §1)", () => {
  it.each(inhibitoryListsKeys)(
    "%s stores it under lstinhib_lang and reads it from there, not from bms_lang",
    (key) => {
      const brand = brands.get(key);
      expect(brand?.behaviour.languageKey).toBe("lstinhib_lang");
      const storage = new Map([
        ["lstinhib_lang", "en"],
        ["bms_lang", "pt"],
      ]);
      expect(brand && pickLanguage(brand, { getItem: (name) => storage.get(name) ?? null })).toBe("en");
    },
  );
});
