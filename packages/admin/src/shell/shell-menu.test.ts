import { afterEach, describe, expect, it, vi } from "vitest";
import { type ServerMenuItem, toShellMenu } from "./shell-menu.ts";

const item = (name: string, extra: Partial<ServerMenuItem> = {}): ServerMenuItem => ({
  key: name.toLowerCase().slice(0, 10).padEnd(10, "x"),
  name,
  privilege: ["users.read"],
  isActivate: true,
  isFunction: true,
  functionName: "users",
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe("the shell's menu from the server's", () => {
  it("leads a function item to its console route and a URL item to its address", () => {
    const menu = toShellMenu(
      [item("Usuarios"), item("Ayuda", { isFunction: false, url: "https://ayuda.example.test/" })],
      ["users.read"],
    );
    expect(menu.map(({ name, target }) => [name, target])).toEqual([
      ["Usuarios", { kind: "route", to: "/users" }],
      ["Ayuda", { kind: "url", href: "https://ayuda.example.test/" }],
    ]);
  });

  it("keeps a parent that leads nowhere as a group of its children", () => {
    const [group] = toShellMenu(
      [item("Seguridad", { functionName: "", children: [item("Roles", { functionName: "roles" })] })],
      ["users.read"],
    );
    expect(group?.target).toEqual({ kind: "group" });
    expect(group?.children.map((child) => child.name)).toEqual(["Roles"]);
  });

  it("leaves out, and logs, an item that leads nowhere", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(toShellMenu([item("Reportes", { functionName: "reports" })], ["users.read"])).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('functionName "reports": no such console route'),
    );
  });

  it("shows nothing the session's privileges do not allow", () => {
    expect(toShellMenu([item("Usuarios")], ["roles.read"])).toEqual([]);
  });
});
