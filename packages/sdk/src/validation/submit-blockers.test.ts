import { describe, expect, it } from "vitest";
import { newPasswordBlocker, PasswordBlockerMessage as Password } from "./password-blockers.ts";
import { EmailBlockerMessage as Email, emailBlocker } from "./submit-blockers.ts";

describe("why a submit button is disabled", () => {
  it("names the missing email, then asks for a valid one, then has nothing to say", () => {
    expect(emailBlocker("  ", false)).toBe(Email.email);
    expect(emailBlocker("ana@", false)).toBe(Email.validEmail);
    expect(emailBlocker("ana@example.com", true)).toBeUndefined();
  });

  it("names the first empty password field, the current one only for a signed-in change", () => {
    const empty = { password: "", confirmation: "" };
    expect(newPasswordBlocker({ ...empty, currentPassword: "" })).toBe(Password.currentPassword);
    expect(newPasswordBlocker(empty)).toBe(Password.newPassword);
    expect(newPasswordBlocker({ password: "Demo!2026", confirmation: "" })).toBe(Password.confirmation);
    expect(newPasswordBlocker({ password: "Demo!2026", confirmation: "x" })).toBeUndefined();
  });
});
