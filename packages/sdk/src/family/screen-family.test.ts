import { describe, expect, it } from "vitest";
import { defineFamily, type LazyScreen, loadFamily, resolveScreen } from "./screen-family.ts";

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
