import { describe, expect, it } from "vitest";
import {
  LOGO_BYTES_MAX,
  LogoFileRule,
  MenuItemFormSchema,
  menuJsonProblem,
  menuRuleMessage,
  startsAsPng,
  TileFormSchema,
  TileLogosRule,
  tilesWithoutLogos,
} from "./menu-rules.ts";

const item = {
  name: "Usuarios",
  privilege: ["SUITE_USERS"],
  location: 1 as const,
  isFunction: true,
  functionName: "users",
  url: "",
  description: "",
};
const issuesOf = (value: unknown) => {
  const messages: Record<string, string> = {};
  const outcome = (MenuItemFormSchema as typeof MenuItemFormSchema)["~standard"].validate(value);
  if (outcome instanceof Promise) throw new Error("the rules are synchronous");
  for (const issue of outcome.issues ?? []) {
    const key = issue.path?.map((step) => (typeof step === "object" ? step.key : step)).join(".") ?? "";
    messages[key] ??= issue.message;
  }
  return messages;
};

describe("menu item (spec §5 'Menu item')", () => {
  it("takes a function item with name, privilege and functionName", () => {
    expect(issuesOf(item)).toEqual({});
  });
  it("requires name and at least one privilege: 'Campo obligatorio'", () => {
    expect(issuesOf({ ...item, name: "  ", privilege: [] })).toEqual({
      name: "Campo obligatorio",
      privilege: "Campo obligatorio",
    });
  });
  it("requires functionName when the link type is function", () => {
    expect(issuesOf({ ...item, functionName: "" })).toEqual({ functionName: "Campo obligatorio" });
  });
  it("requires an http or https url when the link type is URL: 'Ingrese una url correcta!'", () => {
    const link = { ...item, isFunction: false, functionName: "" };
    expect(issuesOf({ ...link, url: "" })).toEqual({ url: "Campo obligatorio" });
    expect(issuesOf({ ...link, url: "ftp://files.example.test" })).toEqual({
      url: "Ingrese una url correcta!",
    });
    expect(issuesOf({ ...link, url: "javascript:alert(1)" })).toEqual({ url: "Ingrese una url correcta!" });
    expect(issuesOf({ ...link, url: "https://soporte.example.test/a?b=1" })).toEqual({});
    expect(issuesOf({ ...link, url: "http://intranet.example.test" })).toEqual({});
  });
  it("requires the section at location 3 only", () => {
    expect(issuesOf({ ...item, location: 3 })).toEqual({ section: "Campo obligatorio" });
    expect(issuesOf({ ...item, location: 3, section: 0 })).toEqual({});
    expect(issuesOf({ ...item, location: 2 })).toEqual({});
  });
});

describe("tile item (spec §5 'Tile item')", () => {
  const tile = {
    name: "Nómina",
    urlLanding: "https://nomina.example.test",
    urlApplication: "https://app.nomina.example.test",
    description: "",
  };
  it("requires name, urlLanding and urlApplication, the addresses http(s)", () => {
    expect(menuRuleMessage(TileFormSchema, tile)).toBeUndefined();
    expect(menuRuleMessage(TileFormSchema, { ...tile, name: "" })).toBe("Campo obligatorio");
    expect(menuRuleMessage(TileFormSchema, { ...tile, urlLanding: "" })).toBe("Campo obligatorio");
    expect(menuRuleMessage(TileFormSchema, { ...tile, urlApplication: "nomina" })).toBe(
      "Ingrese una url correcta!",
    );
  });
  it("is saved only with both a light and a dark logo", () => {
    expect(menuRuleMessage(TileLogosRule, { iconName: "/a.png", iconNameDark: "" })).toBe(
      "Debes cargar el logo claro y el logo oscuro",
    );
    expect(menuRuleMessage(TileLogosRule, { iconName: "/a.png", iconNameDark: "/b.png" })).toBeUndefined();
  });
  describe("logo files", () => {
    const png = { name: "logo.png", size: 1000 };
    it("must be .png: 'Debe cargar un archivo valido (.png).'", () => {
      expect(menuRuleMessage(LogoFileRule, png)).toBeUndefined();
      expect(menuRuleMessage(LogoFileRule, { ...png, name: "LOGO.PNG" })).toBeUndefined();
      expect(menuRuleMessage(LogoFileRule, { ...png, name: "logo.jpg" })).toBe(
        "Debe cargar un archivo valido (.png).",
      );
    });
    it("takes a file name of 200 characters and refuses 201: 'El nombre del archivo seleccionado no es valido.'", () => {
      expect(menuRuleMessage(LogoFileRule, { ...png, name: `${"a".repeat(196)}.png` })).toBeUndefined();
      expect(menuRuleMessage(LogoFileRule, { ...png, name: `${"a".repeat(197)}.png` })).toBe(
        "El nombre del archivo seleccionado no es valido.",
      );
    });
    it("takes 2 MB and refuses one byte more: 'El tamaño del archivo supera el máximo permitido (2MB).'", () => {
      expect(menuRuleMessage(LogoFileRule, { ...png, size: LOGO_BYTES_MAX })).toBeUndefined();
      expect(menuRuleMessage(LogoFileRule, { ...png, size: LOGO_BYTES_MAX + 1 })).toBe(
        "El tamaño del archivo supera el máximo permitido (2MB).",
      );
    });
    it("is a PNG by its first bytes, whatever its name says", () => {
      const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
      expect(startsAsPng(new Uint8Array([...signature, 0, 0, 0, 13]))).toBe(true);
      expect(startsAsPng(signature)).toBe(true);
      // A JPEG renamed .png, a signature cut short, nothing at all.
      expect(startsAsPng(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]))).toBe(false);
      expect(startsAsPng(signature.slice(0, 7))).toBe(false);
      expect(startsAsPng([])).toBe(false);
    });
  });
});

describe("a saved menu's menujson", () => {
  const node = (key: string, children: unknown[] = []) => ({
    name: key,
    key,
    privilege: ["P"],
    isFunction: true,
    functionName: "home",
    children,
  });
  it("is a tree of items with unique keys at locations 1 to 3", () => {
    expect(menuJsonProblem(1, JSON.stringify([node("aaaaaaaaaa", [node("bbbbbbbbbb")])]))).toBeUndefined();
    expect(menuJsonProblem(1, JSON.stringify([node("aaaaaaaaaa", [node("aaaaaaaaaa")])]))).toContain(
      "used twice",
    );
    expect(menuJsonProblem(2, "{")).toContain("JSON");
    expect(menuJsonProblem(2, JSON.stringify([{ key: "x" }]))).toMatch(/^menujson\.0\./);
  });
  it("is a list of tiles at location 4", () => {
    const tile = {
      name: "A",
      key: "k",
      urlLanding: "",
      urlApplication: "",
      iconName: "/a.png",
      iconNameDark: "/b.png",
    };
    expect(menuJsonProblem(4, JSON.stringify([tile]))).toBeUndefined();
    expect(menuJsonProblem(4, JSON.stringify([node("aaaaaaaaaa")]))).toBeDefined();
  });

  it("refuses a tile menu whose tile lacks a logo, with the spec's text, as 'Guardar menú' does", () => {
    const tile = {
      name: "Nómina",
      urlLanding: "https://payroll.example.test/",
      urlApplication: "https://payroll.example.test/app",
      description: "",
      isActivate: true,
      iconName: "/api/menu/images/a.png",
      iconNameDark: "/api/menu/images/b.png",
      key: "aaaaaaaaaa",
    };
    expect(menuJsonProblem(4, JSON.stringify([tile]))).toBeUndefined();
    const noDark = { ...tile, iconNameDark: "" };
    expect(menuJsonProblem(4, JSON.stringify([noDark]))).toBe("Debes cargar el logo claro y el logo oscuro");
    expect(tilesWithoutLogos([tile, noDark])).toEqual([noDark]);
  });
});
