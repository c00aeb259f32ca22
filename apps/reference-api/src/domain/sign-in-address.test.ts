import { describe, expect, it } from "vitest";
import { signInAddress } from "./sign-in-address.ts";

const page = "http://payroll.localhost:5173";

describe("where a sign-in sends the user: the administered urlApp within the allowlist", () => {
  it("follows a urlApp on the page's own origin", () => {
    expect(signInAddress(`${page}/home`, page, [], "/users")).toBe(`${page}/home`);
  });

  it("follows a urlApp whose origin is on the allowlist", () => {
    expect(
      signInAddress("https://nomina.example.com/app", page, ["https://nomina.example.com"], "/users"),
    ).toBe("https://nomina.example.com/app");
  });

  it("keeps the landing path on the page's origin for any other site, a malformed or a non-web address", () => {
    for (const urlApp of [
      "https://evil.example.com/",
      "https://nomina.example.com.evil.test/",
      "",
      "nomina",
      "javascript:alert(1)",
    ]) {
      expect(signInAddress(urlApp, page, ["https://nomina.example.com"], "/users")).toBe(`${page}/users`);
    }
  });
});
