import { describe, expect, it } from "vitest";
import { menuTarget, visibleMenu } from "./menu-visibility.ts";

interface Item {
  readonly name: string;
  readonly privilege: readonly string[];
  readonly isActivate: boolean;
  readonly children?: readonly Item[];
}

const item = (name: string, privilege: string[], extra: Partial<Item> = {}): Item => ({
  name,
  privilege,
  isActivate: true,
  ...extra,
});

const names = (items: readonly Item[]): unknown =>
  items.map((entry) => (entry.children ? { [entry.name]: names(entry.children) } : entry.name));

describe("the menu a user sees (spec §3, §6)", () => {
  it("shows an item only when the session holds one of its privileges", () => {
    const menu = [item("Usuarios", ["users.read"]), item("Roles", ["roles.read", "roles.write"])];
    expect(names(visibleMenu(menu, ["roles.write"]))).toEqual(["Roles"]);
    expect(names(visibleMenu(menu, []))).toEqual([]);
  });

  it("compares privilege names without regard to case", () => {
    expect(names(visibleMenu([item("Usuarios", ["USERS.READ"])], ["users.read"]))).toEqual(["Usuarios"]);
  });

  it("leaves out inactive items and, with them, their children", () => {
    const menu = [
      item("Seguridad", ["users.read"], { isActivate: false, children: [item("Usuarios", ["users.read"])] }),
      item("Aplicaciones", ["apps.read"], {
        children: [item("Lista", ["apps.read"]), item("Oculta", ["x"])],
      }),
    ];
    expect(names(visibleMenu(menu, ["users.read", "apps.read"]))).toEqual([{ Aplicaciones: ["Lista"] }]);
  });
});

describe("where a menu item leads (spec §3: a function or a URL)", () => {
  it("names a console route by functionName, without regard to case", () => {
    expect(menuTarget({ isFunction: true, functionName: "menuSettings" })).toEqual({
      kind: "route",
      to: "/menuSettings",
    });
  });

  it("follows http and https addresses only", () => {
    expect(menuTarget({ isFunction: false, url: "https://payroll.example.test/x" })).toEqual({
      kind: "url",
      href: "https://payroll.example.test/x",
    });
    expect(menuTarget({ isFunction: false, url: "javascript:alert(1)" }).kind).toBe("none");
    expect(menuTarget({ isFunction: false, url: "not a url" }).kind).toBe("none");
  });

  it("leads nowhere for an unknown function, saying which", () => {
    expect(menuTarget({ isFunction: true, functionName: "reports" })).toEqual({
      kind: "none",
      why: 'functionName "reports": no such console route',
    });
  });
});
