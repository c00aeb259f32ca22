import { describe, expect, it } from "vitest";
import { materialIconNames } from "../../shell/icons/MenuIcon.tsx";
import { filterIcons, iconLabel } from "./icon-names.ts";

describe("the icon picker's names (spec §2, §9)", () => {
  it("offers about 400 built-in Material icon names", () => {
    expect(materialIconNames.length).toBeGreaterThanOrEqual(400);
    expect(materialIconNames.length).toBeLessThan(500);
  });
  it("cuts a name at 12 characters", () => {
    expect(iconLabel("home")).toBe("home");
    expect(iconLabel("account_balance_wallet")).toBe("account_bala");
    expect(iconLabel("/api/menu/images/upload-0123456789abcdef.png")).toBe("upload-01234");
  });
  it("searches names ignoring case, a space matching an underscore", () => {
    expect(filterIcons(["account_box", "home", "add"], "ACCOUNT BOX")).toEqual(["account_box"]);
    expect(filterIcons(["account_box", "home", "add"], "  ")).toEqual(["account_box", "home", "add"]);
    expect(filterIcons(["account_box", "home", "add"], "o")).toEqual(["account_box", "home"]);
  });
});
