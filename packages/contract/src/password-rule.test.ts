import { describe, expect, it } from "vitest";
import { brokenPasswordRule, isStrongPassword, passwordRuleResults } from "./password-rule.ts";

const failed = (password: string) =>
  passwordRuleResults(password)
    .filter((result) => !result.passed)
    .map((result) => result.rule);

describe("the password rule (spec §5), the one the checklist and the API's R22 read", () => {
  it("keeps a password with 8 characters, an uppercase, a lowercase, a digit and a special character", () => {
    expect(failed("Demo!2026")).toEqual([]);
    expect(isStrongPassword("Ñandú!2026")).toBe(true);
  });

  it.each([
    ["Dem!20a", "length", "at least 8 characters"],
    ["demo!2026", "uppercase", "an uppercase letter"],
    ["DEMO!2026", "lowercase", "a lowercase letter"],
    ["Demo!demo", "digit", "a digit"],
    ["Demo12026", "special", "a special character from !#$%&/(){}<=>?¿¡*;:,.+_-"],
    ["Demo!2026 ", "special", "no characters outside letters, digits and !#$%&/(){}<=>?¿¡*;:,.+_-"],
  ])("refuses %s for its %s, naming what it lacks", (password, rule, missing) => {
    expect(failed(password)).toEqual([rule]);
    expect(brokenPasswordRule(password)).toBe(missing);
  });
});
