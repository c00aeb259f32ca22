import { describe, expect, it, vi } from "vitest";
import { guardRoute, unregisterServiceWorkers } from "./route-guard.ts";

const signedOut = { hasToken: false, isAuth: false, query: "" };
const stored = { hasToken: true, isAuth: false, query: "" };
const signedIn = { hasToken: true, isAuth: true, query: "" };

describe("route guard", () => {
  it.each([
    "/resetpassword",
    "/ResetPassword",
    "/RESETPASSWORDCERTIFICATE",
    "/check-email",
    "/Alert",
    "/signin-credential/callback",
  ])("shows the public route %s without a session (matching ignores case)", (path) => {
    expect(guardRoute({ path, ...signedOut })).toEqual({ kind: "render" });
  });

  it("sends an authenticated user on a public route to /", () => {
    expect(guardRoute({ path: "/resetpassword", ...signedIn })).toEqual({ kind: "redirect", to: "/" });
  });

  it("shows the login screen at / and /login while signed out", () => {
    expect(guardRoute({ path: "/", ...signedOut })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/login", ...signedOut })).toEqual({ kind: "render" });
  });

  it.each(["/home", "/users", "/privileges", "/roles", "/apps", "/menuSettings", "/notifications"])(
    "sends %s to /Login when there is no token",
    (path) => {
      expect(guardRoute({ path, ...signedOut })).toEqual({ kind: "redirect", to: "/Login" });
    },
  );

  it("validates a stored token with the server before showing a protected route", () => {
    expect(guardRoute({ path: "/users", ...stored })).toEqual({ kind: "validateStoredToken" });
    expect(guardRoute({ path: "/", ...stored })).toEqual({ kind: "validateStoredToken" });
    expect(guardRoute({ path: "/users", ...signedIn })).toEqual({ kind: "render" });
  });

  it("treats a query string on a protected route as a token to validate, then clears it", () => {
    expect(guardRoute({ path: "/users", ...signedOut, query: "token=abc.def.ghi" })).toEqual({
      kind: "validateQueryToken",
      token: "abc.def.ghi",
      cleanPath: "/users",
    });
    expect(guardRoute({ path: "/home", ...signedOut, query: "abc.def.ghi" })).toMatchObject({
      token: "abc.def.ghi",
    });
  });

  it("reads a malformed % in the query as the token as it came, instead of throwing (issue 19: no blank page)", () => {
    expect(guardRoute({ path: "/users", ...signedOut, query: "%E0%A4%A" })).toEqual({
      kind: "validateQueryToken",
      token: "%E0%A4%A",
      cleanPath: "/users",
    });
  });

  it("always shows /logout, /logout-credential and /resetotp (the OTP reset is treated as authenticated)", () => {
    expect(guardRoute({ path: "/logout", ...signedIn })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/logout-credential", ...signedIn })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/resetotp", ...signedOut })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/resetotp", ...signedIn })).toEqual({ kind: "render" });
  });

  it("sends an unknown route to /Login", () => {
    expect(guardRoute({ path: "/nowhere", ...signedIn })).toEqual({ kind: "redirect", to: "/Login" });
  });
});

describe("service worker", () => {
  it("unregisters every registration left by an older deployment", async () => {
    const unregister = vi.fn(async () => true);
    const container = { getRegistrations: async () => [{ unregister }, { unregister }] as never };
    expect(await unregisterServiceWorkers(container)).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
  });
});
