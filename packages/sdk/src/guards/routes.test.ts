import { describe, expect, it } from "vitest";
import { screenSlots } from "../family/screen-family.ts";
import {
  consoleRoutes,
  findRoute,
  normalPath,
  protectedRoutes,
  recordRoutes,
  routeTable,
  slotForSearch,
  slotPath,
} from "./routes.ts";

describe("the route table", () => {
  it("holds the protected routes of spec §2 and the brand store's, each rendered by the console", () => {
    expect(protectedRoutes).toEqual([
      "/",
      "/home",
      "/users",
      "/privileges",
      "/roles",
      "/apps",
      "/menuSettings",
      "/notifications",
      "/brands",
    ]);
    expect(consoleRoutes).toEqual(protectedRoutes);
  });

  it("gives every route a family slot or the console, and each path once", () => {
    for (const route of routeTable) expect("slot" in route || "console" in route).toBe(true);
    const paths = routeTable.map(({ path }) => normalPath(path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routeTable) if ("slot" in route) expect(screenSlots).toContain(route.slot);
  });

  it("matches a path without regard to case or a trailing slash, and nothing else", () => {
    expect(normalPath("/Logout/")).toBe("/logout");
    expect(normalPath("/")).toBe("/");
    expect(normalPath("//")).toBe("/");
    expect(findRoute("/MENUSETTINGS/")?.path).toBe("/menuSettings");
    expect(findRoute("/signin-credential/callback/")?.slot).toBe("oidcCallback");
    expect(findRoute("/nowhere")).toBeUndefined();
  });

  it("reads a record's address (/users/42, /roles/new) as its list's route, one segment deep only", () => {
    expect(recordRoutes).toEqual(["/users", "/privileges", "/roles", "/apps", "/notifications"]);
    expect(findRoute("/users/42")?.path).toBe("/users");
    expect(findRoute("/Roles/new/")?.path).toBe("/roles");
    expect(findRoute("/apps/7")?.console).toBe(true);
    expect(findRoute("/users/42/roles")).toBeUndefined();
    expect(findRoute("/home/42")).toBeUndefined();
    expect(findRoute("/menuSettings/1")).toBeUndefined();
    expect(findRoute("/nowhere/42")).toBeUndefined();
  });

  it("names the route a slot is usually shown at; none for the screens without a route", () => {
    expect(slotPath("login")).toBe("/login");
    expect(slotPath("changePassword")).toBe("/changepassword");
    expect(slotPath("splash")).toBeUndefined();
  });

  it("shows /resetotp opened from the emailed link as the OTP-reset confirmation", () => {
    expect(slotForSearch("resetOtp", "?data=eyJ.abc.def")).toBe("otpConfirmation");
    expect(slotForSearch("resetOtp", "")).toBe("resetOtp");
    expect(slotForSearch("resetOtp", "?data=")).toBe("resetOtp");
    expect(slotForSearch("login", "?data=eyJ.abc.def")).toBe("login");
  });
});
