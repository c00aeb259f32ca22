import { describe, expect, it } from "vitest";
import { checkRedirect, inAppPath } from "./redirect-policy.ts";

const policy = { pageOrigin: "http://payroll.localhost:5173", allowlist: ["https://payroll.example.test"] };

describe("server-given redirects", () => {
  it("follows a urlApp on the page's own origin", () => {
    expect(checkRedirect("http://payroll.localhost:5173/users", policy)).toEqual({
      allowed: true,
      url: "http://payroll.localhost:5173/users",
    });
  });

  it("follows a urlApp on an allowlisted origin", () => {
    expect(checkRedirect("https://payroll.example.test/home?x=1", policy).allowed).toBe(true);
  });

  it("does not follow a urlApp on another origin, and says which origin", () => {
    expect(checkRedirect("https://evil.example.test/users", policy)).toEqual({
      allowed: false,
      reason:
        "origin https://evil.example.test is not on the redirect allowlist: https://evil.example.test/users",
    });
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://payroll.example.test/x",
  ])("refuses %s", (address) => {
    expect(checkRedirect(address, policy).allowed).toBe(false);
  });

  it("refuses a missing address", () => {
    expect(checkRedirect(undefined, policy)).toEqual({ allowed: false, reason: "no address to redirect to" });
  });
});

describe("a 'page to go to' from navigation state", () => {
  it.each([
    ["/users", "/users"],
    ["/login?x=1#top", "/login?x=1#top"],
  ])("keeps the in-app path %s", (value, expected) => {
    expect(inAppPath(value)).toBe(expected);
  });

  it.each([
    "//evil.test/x",
    "https://evil.test",
    "javascript:alert(1)",
    "users",
    "/\\evil.test",
    42,
    undefined,
  ])("replaces %s with /Login", (value) => {
    expect(inAppPath(value)).toBe("/Login");
  });
});
