import { describe, expect, it, vi } from "vitest";
import { fakeJwt } from "../testing/fake-jwt.ts";
import { guardRoute, queryToken, unregisterServiceWorkers } from "./route-guard.ts";

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

  it("guards a record's address as its list: /Login without a token, the console once validated", () => {
    expect(guardRoute({ path: "/users/42", ...signedOut })).toEqual({ kind: "redirect", to: "/Login" });
    expect(guardRoute({ path: "/roles/new", ...stored })).toEqual({ kind: "validateStoredToken" });
    expect(guardRoute({ path: "/users/42", ...signedIn, query: "tab=roles" })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/users/42", ...signedOut, query: "token=abc.def.ghi" })).toEqual({
      kind: "validateQueryToken",
      token: "abc.def.ghi",
      cleanPath: "/users/42",
    });
  });

  it("validates a stored token with the server before showing a protected route", () => {
    expect(guardRoute({ path: "/users", ...stored })).toEqual({ kind: "validateStoredToken" });
    expect(guardRoute({ path: "/", ...stored })).toEqual({ kind: "validateStoredToken" });
    expect(guardRoute({ path: "/users", ...signedIn })).toEqual({ kind: "render" });
  });

  it("treats a session token in the query of a protected route as a token to validate, then clears it", () => {
    expect(guardRoute({ path: "/users", ...signedOut, query: "token=abc.def.ghi" })).toEqual({
      kind: "validateQueryToken",
      token: "abc.def.ghi",
      cleanPath: "/users",
    });
    expect(guardRoute({ path: "/home", ...signedOut, query: "abc.def.ghi" })).toMatchObject({
      token: "abc.def.ghi",
    });
  });

  it("reads a list's state in the query (/users?page=2&sort=recent) as the page's, not as a token", () => {
    expect(guardRoute({ path: "/users", ...stored, query: "page=2&sort=recent" })).toEqual({
      kind: "validateStoredToken",
    });
    expect(guardRoute({ path: "/users", ...signedIn, query: "page=2&sort=recent" })).toEqual({
      kind: "render",
    });
    expect(guardRoute({ path: "/users", ...signedOut, query: "page=2" })).toEqual({
      kind: "redirect",
      to: "/Login",
    });
    // The login at / keeps its query (the login sends it as `page`) instead of leaving for /Login.
    expect(guardRoute({ path: "/", ...signedOut, query: "from=payroll" })).toEqual({ kind: "render" });
  });

  it("takes as a query token only a JWT, as the whole query or as the token parameter", () => {
    const jwt = fakeJwt({ unique_name: "demo" });
    expect(queryToken(jwt)).toBe(jwt);
    expect(queryToken(`token=${jwt}`)).toBe(jwt);
    expect(queryToken(`page=2&token=${jwt}`)).toBe(jwt);
    expect(queryToken("page=2&sort=recent")).toBeUndefined();
    expect(queryToken("search=a.b")).toBeUndefined();
    expect(queryToken("token=not-a-jwt")).toBeUndefined();
    expect(queryToken("")).toBeUndefined();
  });

  it("signs out at /logout/ with a trailing slash while signed in, rather than going home", () => {
    expect(guardRoute({ path: "/logout/", ...signedIn })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/users/", ...signedIn })).toEqual({ kind: "render" });
  });

  it("reads a malformed % in the query as no token, instead of throwing into a blank page", () => {
    expect(queryToken("%E0%A4%A")).toBeUndefined();
    expect(guardRoute({ path: "/users", ...signedOut, query: "%E0%A4%A" })).toEqual({
      kind: "redirect",
      to: "/Login",
    });
    expect(guardRoute({ path: "/users", ...signedIn, query: "%E0%A4%A" })).toEqual({ kind: "render" });
  });

  it("always shows /logout, /logout-credential and /resetotp (the OTP reset is treated as authenticated)", () => {
    expect(guardRoute({ path: "/logout", ...signedIn })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/Logout-Credential/", ...signedIn })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/resetotp", ...signedOut })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/resetotp", ...signedIn })).toEqual({ kind: "render" });
  });

  it("sends /changepassword, a public route, to / under a session", () => {
    expect(guardRoute({ path: "/changepassword", ...signedIn })).toEqual({ kind: "redirect", to: "/" });
    expect(guardRoute({ path: "/ChangePassword/", ...signedOut })).toEqual({ kind: "render" });
    // On a fresh page, before the server has validated it, an unexpired stored token already counts.
    expect(guardRoute({ path: "/changepassword", ...stored, liveToken: true })).toEqual({
      kind: "redirect",
      to: "/",
    });
    expect(guardRoute({ path: "/changepassword", ...stored, liveToken: false })).toEqual({ kind: "render" });
  });

  it("shows /changepassword to a signed-in user the user menu sent to change their own password", () => {
    const own = { ...signedIn, ownPasswordChange: true };
    expect(guardRoute({ path: "/changepassword", ...own })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/alert", ...own })).toEqual({ kind: "redirect", to: "/" });
  });

  it("sends an unknown path to /Login signed out; under a session the console's 'page not found' answers it", () => {
    expect(guardRoute({ path: "/nowhere", ...signedIn })).toEqual({ kind: "render" });
    expect(guardRoute({ path: "/nowhere", ...signedOut })).toEqual({ kind: "redirect", to: "/Login" });
    expect(guardRoute({ path: "/nowhere", ...stored })).toEqual({
      kind: "validateStoredToken",
    });
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
