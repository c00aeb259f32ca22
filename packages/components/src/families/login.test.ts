import { resolveLayout, resolveScreen } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import * as certificate from "./certificate/login.ts";
import * as common from "./common/login.ts";
import { shippedFamilies } from "./registry.ts";
import * as selfService from "./self-service/login.ts";
import * as themed from "./themed/login.ts";

// A family's page imports its login statically (apps/portal/src/entries): the modules must be the very ones
// the family's loaders import, or the page would load a screen twice and draw the wrong one.
describe.each([
  ["common", common],
  ["certificate", certificate],
  ["themed", themed],
  ["self-service", selfService],
] as const)("the %s family's static login", (name, login) => {
  it("is the family the registry loads under that name", async () => {
    expect(await shippedFamilies[name]()).toBe(login.family);
  });

  it("holds the screen the family's login route draws and the layout it draws it in", async () => {
    const screen = resolveScreen(login.family, "login");
    const layout = resolveLayout(login.family);
    expect((await screen?.())?.default).toBe(login.LoginScreen);
    expect((await layout?.())?.default).toBe(login.Layout);
  });
});
