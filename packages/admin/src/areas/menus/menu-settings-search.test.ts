import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { menuSettingsDefaults, menuSettingsSearchSchema } from "./menu-settings-search.ts";

const read = (search: Record<string, unknown>) => v.parse(menuSettingsSearchSchema, search);

describe("the address of 'Ajustes de menú'", () => {
  it("opens the side menu with no application when it names neither", () => {
    expect(read({})).toEqual(menuSettingsDefaults);
    expect(menuSettingsDefaults).toEqual({ tab: "side", app: 0 });
  });

  it("opens the tab and the application it names", () => {
    expect(read({ tab: "tiles", app: 3 })).toEqual({ tab: "tiles", app: 3 });
    expect(read({ tab: "user", app: 12 })).toEqual({ tab: "user", app: 12 });
  });

  it.each([
    [{ tab: "sidebar" }, { tab: "side", app: 0 }],
    [
      { tab: "top", app: "abc" },
      { tab: "top", app: 0 },
    ],
    [
      { tab: "top", app: -2 },
      { tab: "top", app: 0 },
    ],
    [
      { tab: "top", app: 1.5 },
      { tab: "top", app: 0 },
    ],
    [
      { tab: 4, app: 7 },
      { tab: "side", app: 7 },
    ],
  ])("reads a hand-edited %j as %j rather than failing the screen", (search, expected) => {
    expect(read(search)).toEqual(expected);
  });
});
