import { resolveLayout, resolveScreen } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { commonFamily } from "../common/common-family.ts";
import { certificateFamily } from "./certificate-family.ts";

describe("the certificate family (spec §2: its own login and reset, common alert and resend screens)", () => {
  it("draws its own certificate login and forgot password by certificate", () => {
    expect(resolveScreen(certificateFamily, "login")).not.toBe(commonFamily.screens.login);
    expect(resolveScreen(certificateFamily, "resetPasswordCertificate")).toBeDefined();
    expect(resolveScreen(commonFamily, "resetPasswordCertificate")).toBeUndefined();
  });

  it("answers /logout-credential with common's logout screen, the same screen rather than a copy", async () => {
    const credential = resolveScreen(certificateFamily, "logoutCredential");
    const logout = resolveScreen(commonFamily, "logout");
    expect(credential && (await credential()).default).toBe(logout && (await logout()).default);
  });

  it("draws its screens in common's layout", () => {
    expect(resolveLayout(certificateFamily)).toBe(resolveLayout(commonFamily));
  });

  it.each(["alert", "resendEmail", "checkEmail", "changePassword", "info", "oidcCallback"] as const)(
    "inherits %s from the common family, the same screen rather than a copy",
    (slot) => {
      expect(resolveScreen(certificateFamily, slot)).toBe(commonFamily.screens[slot]);
    },
  );

  it("has no screen for the self-service routes, so the portal sends them to /Login", () => {
    expect(resolveScreen(certificateFamily, "selectAccounts")).toBeUndefined();
    expect(resolveScreen(certificateFamily, "absent")).toBeUndefined();
  });

  it("loads the three screens it defines", async () => {
    for (const load of Object.values(certificateFamily.screens)) {
      expect(typeof (await load()).default).toBe("function");
    }
  });
});
