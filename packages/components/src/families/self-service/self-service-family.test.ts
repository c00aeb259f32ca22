import { parseBrandKey } from "@gse/brand-kit";
import { checkBrands, defaultBrandsDir } from "@gse/brand-kit/node";
import { resolveLayout, resolveScreen, type ScreenSlot } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { commonFamily } from "../common/common-family.ts";
import { themedFamily } from "../themed/themed-family.ts";
import { selfServiceFamily } from "./self-service-family.ts";

const { brands } = checkBrands(defaultBrandsDir);
const selfServiceKeys = [...brands.keys()].filter((key) => brands.get(key)?.family === "self-service").sort();

describe("the self-service family (spec §2: its own themed set, select accounts and absent)", () => {
  it("serves the self-service app and its country tenants, each with the language selector", () => {
    expect(selfServiceKeys).toContain("selfservice");
    for (const key of selfServiceKeys) expect(parseBrandKey(key).application, key).toBe("selfservice");
    for (const key of selfServiceKeys) expect(brands.get(key)?.behaviour.languageSelector, key).toBe(true);
    expect(brands.get("selfservice_br")?.tenantLanguage).toBe("pt");
  });

  it.each<ScreenSlot>(["login", "resetPassword"])("draws its own %s screen, not the themed one", (slot) => {
    expect(resolveScreen(selfServiceFamily, slot)).not.toBe(resolveScreen(themedFamily, slot));
  });

  it.each<ScreenSlot>(["selectAccounts", "absent"])(
    "draws %s, which neither the themed nor the common family has",
    (slot) => {
      expect(resolveScreen(selfServiceFamily, slot)).toBeDefined();
      expect(resolveScreen(themedFamily, slot)).toBeUndefined();
    },
  );

  it("draws every screen in the themed family's layout, beside the brand panel", () => {
    expect(resolveLayout(selfServiceFamily)).toBe(resolveLayout(themedFamily));
  });

  it.each<ScreenSlot>(["checkEmail", "alert"])(
    "inherits %s from the themed family, the same screen rather than a copy",
    (slot) => {
      expect(resolveScreen(selfServiceFamily, slot)).toBe(themedFamily.screens[slot]);
    },
  );

  it.each<ScreenSlot>([
    "changePassword",
    "info",
    "resendEmail",
    "availableApps",
    "invalidLink",
    "logout",
    "sessionEnded",
    "oidcCallback",
  ])("inherits %s from the common family through the themed one", (slot) => {
    expect(resolveScreen(selfServiceFamily, slot)).toBe(commonFamily.screens[slot]);
  });

  it("has no certificate screens, so the portal sends those routes to /Login", () => {
    expect(resolveScreen(selfServiceFamily, "resetPasswordCertificate")).toBeUndefined();
    expect(resolveScreen(selfServiceFamily, "logoutCredential")).toBeUndefined();
  });

  it("loads every screen it defines", async () => {
    for (const load of Object.values(selfServiceFamily.screens)) {
      expect(typeof (await load()).default).toBe("function");
    }
  });
});
