import { readFileSync } from "node:fs";
import { resolveScreen } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { commonFamily } from "../../families/common/common-family.ts";
import { kioskFamily } from "./kiosk-family.ts";

// Docs that run: README's "Write a screen family" shows these two files as they would sit in
// packages/components/src/families/kiosk/, so only the path to common's family differs.
const readme = readFileSync(new URL("../../../../../README.md", import.meta.url), "utf8");
const section = readme.slice(readme.indexOf("## Write a screen family"), readme.indexOf("## Reference API"));
const blocks = [...section.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
const asInFamilies = (file: string) =>
  readFileSync(new URL(file, import.meta.url), "utf8").replace("../../families/common/", "../common/");

describe("README: Write a screen family", () => {
  it("shows the example family and its screen as they are here, type-checked and tested", () => {
    expect(blocks).toContain(asInFamilies("./kiosk-family.ts"));
    expect(blocks).toContain(asInFamilies("./KioskLoginScreen.tsx"));
  });

  it("draws its own login and inherits every other screen of the family it extends", () => {
    expect(resolveScreen(kioskFamily, "login")).toBe(kioskFamily.screens.login);
    expect(resolveScreen(kioskFamily, "alert")).toBe(commonFamily.screens.alert);
  });

  it("has no screen for a slot neither family has, which the portal answers with /Login", () => {
    expect(resolveScreen(kioskFamily, "selectAccounts")).toBeUndefined();
  });
});
