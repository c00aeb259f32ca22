import { describe, expect, it } from "vitest";
import {
  defineFamily,
  type LazyLayout,
  type LazyScreen,
  loadFamily,
  resolveLayout,
  resolveScreen,
} from "./screen-family.ts";

const screen =
  (name: string): LazyScreen =>
  async () => ({ default: () => name });
const common = defineFamily({
  name: "common",
  screens: { login: screen("common login"), alert: screen("common alert") },
});
const certificate = defineFamily({
  name: "certificate",
  extends: common,
  screens: { login: screen("certificate login") },
});

describe("screen families", () => {
  it("uses the family's own screen for a slot it defines", () => {
    expect(resolveScreen(certificate, "login")).toBe(certificate.screens.login);
  });

  it("inherits a screen it does not define from the family it extends", () => {
    expect(resolveScreen(certificate, "alert")).toBe(common.screens.alert);
  });

  it("has no screen for a slot no family in the chain defines (the route then goes to /Login)", () => {
    expect(resolveScreen(certificate, "selectAccounts")).toBeUndefined();
  });

  it("loads a registered family lazily and names the known ones for an unknown name", async () => {
    const registry = { common: async () => common };
    expect(await loadFamily(registry, "common")).toBe(common);
    await expect(loadFamily(registry, "fancy")).rejects.toThrow(
      'screen family "fancy": not registered; known families are common',
    );
  });
});

describe("a family's layout", () => {
  const layout =
    (name: string): LazyLayout =>
    async () => ({ default: () => name });
  const card = layout("card");
  const split = layout("split");
  const base = defineFamily({ name: "base", layout: card, screens: {} });
  const plain = defineFamily({ name: "plain", extends: base, screens: {} });
  const branded = defineFamily({ name: "branded", extends: base, layout: split, screens: {} });
  const underBranded = defineFamily({ name: "under-branded", extends: branded, screens: {} });

  it("is the family's own layout when it declares one, overriding the one it extends", () => {
    expect(resolveLayout(branded)).toBe(split);
  });

  it("is inherited through extends, from the nearest family that declares one", () => {
    expect(resolveLayout(plain)).toBe(card);
    expect(resolveLayout(underBranded)).toBe(split);
  });

  it("is undefined when no family in the chain declares one (screens then draw their own default page)", () => {
    expect(resolveLayout(defineFamily({ name: "bare", screens: {} }))).toBeUndefined();
  });
});
