import { Limits } from "./codes.ts";

/** The five rules of spec §5, in the order the set-password screen lists them. */
export type PasswordRuleName = "length" | "uppercase" | "lowercase" | "digit" | "special";

/** One rule's verdict on a password; `missing` names what the password lacks, as the server's R22 text says it. */
export interface PasswordRuleResult {
  readonly rule: PasswordRuleName;
  readonly passed: boolean;
  readonly missing: string;
}

const specials = new Set(Limits.passwordSpecialCharacters);
// Letters and digits of any script count as alphanumeric: ñ, Ñ and accented letters are allowed.
const isAlphanumeric = (char: string) => /^[\p{L}\p{N}]$/u.test(char);
const isAllowed = (char: string) => isAlphanumeric(char) || specials.has(char);

/**
 * The password rule of spec §5, the only one: at least `Limits.passwordMinLength` characters, an uppercase
 * letter, a lowercase letter, a digit and a special character, where every non-alphanumeric must be one of
 * `Limits.passwordSpecialCharacters`. The set-password screen's checklist and the API's R22 both read it.
 */
export function passwordRuleResults(password: string): readonly PasswordRuleResult[] {
  const chars = [...password];
  const hasSpecial = chars.some((char) => specials.has(char));
  return [
    {
      rule: "length",
      passed: chars.length >= Limits.passwordMinLength,
      missing: `at least ${Limits.passwordMinLength} characters`,
    },
    { rule: "uppercase", passed: chars.some((c) => /^\p{Lu}$/u.test(c)), missing: "an uppercase letter" },
    { rule: "lowercase", passed: chars.some((c) => /^\p{Ll}$/u.test(c)), missing: "a lowercase letter" },
    { rule: "digit", passed: chars.some((c) => /^\p{Nd}$/u.test(c)), missing: "a digit" },
    {
      rule: "special",
      passed: hasSpecial && chars.every(isAllowed),
      missing: hasSpecial
        ? `no characters outside letters, digits and ${Limits.passwordSpecialCharacters}`
        : `a special character from ${Limits.passwordSpecialCharacters}`,
    },
  ];
}

/** What the password lacks under the first rule it breaks, or undefined when it keeps all five. */
export function brokenPasswordRule(password: string): string | undefined {
  return passwordRuleResults(password).find((result) => !result.passed)?.missing;
}

export function isStrongPassword(password: string): boolean {
  return passwordRuleResults(password).every((result) => result.passed);
}
